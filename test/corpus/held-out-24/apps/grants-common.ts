/** Shared parts of NRC Grants (apps/grants.ts): the header with its account menu. */

export const GRANTS_BAR = `<header class="bar"><span class="logo">NRC Grants</span><nav aria-label="Main"><a href="/grants/calls">Funding calls</a><a href="/grants/mine">My applications</a></nav>
<span class="pop"><button type="button" id="user" aria-haspopup="menu" aria-controls="user-menu" aria-expanded="false">Dr Amara Osei ▾</button></span>
<div role="menu" id="user-menu" hidden><button type="button" role="menuitem" id="mi-profile">Profile</button><button type="button" role="menuitem" id="mi-org">Switch organisation</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

export const GRANTS_MENU = `
$('#mi-profile').addEventListener('click', function () { closeMenus(); quick('Profile: Dr Amara Osei, Reader in Coastal Geomorphology, University of Eastmere'); });
$('#mi-org').addEventListener('click', function () { closeMenus(); quick('You belong to one organisation: University of Eastmere'); });
$('#mi-out').addEventListener('click', function () { closeMenus(); location.href = '/grants/login?out=1'; });
`;
