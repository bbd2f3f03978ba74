/** Shared parts of Alva Peaks (apps/ski.ts): the header with its account menu. */

export { QUICK as SKI_QUICK } from './shared';

export const SKI_BAR = `<header class="bar"><span class="logo">Alva Peaks</span><nav aria-label="Main"><a href="/ski/passes">Lift passes</a><a href="/ski/lifts">Lifts &amp; snow</a><a href="/ski/account">My account</a></nav>
<span class="pop"><button type="button" id="user" aria-haspopup="menu" aria-controls="user-menu" aria-expanded="false">Nina Keller ▾</button></span>
<div role="menu" id="user-menu" hidden><button type="button" role="menuitem" id="mi-cards">My KeyCards</button><button type="button" role="menuitem" id="mi-lang">Language: English</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;

export const SKI_MENU = `
$('#mi-cards').addEventListener('click', function () { closeMenus(); location.href = '/ski/account?tab=keycards'; });
$('#mi-lang').addEventListener('click', function () { closeMenus(); quick('More languages are coming this winter'); });
$('#mi-out').addEventListener('click', function () { closeMenus(); location.href = '/ski/login?out=1'; });
`;
