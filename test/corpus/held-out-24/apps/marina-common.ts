/** Shared parts of Port Elsa Marina (apps/marina.ts): the header, signed out (a Sign in button) or signed in (a menu). */

const MENU = `<span class="pop" id="user-box"><button type="button" id="user" aria-haspopup="menu" aria-controls="user-menu" aria-expanded="false">Ivo Maras ▾</button></span>
<div role="menu" id="user-menu" hidden><button type="button" role="menuitem" id="mi-boats">My boats</button><button type="button" role="menuitem" id="mi-rules">Harbour rules</button><button type="button" role="menuitem" id="mi-out">Sign out</button></div>`;

export const MARINA_BAR = `<header class="bar"><span class="logo">Port Elsa Marina</span><nav aria-label="Main"><a href="/marina/berths">Visitor berths</a><a href="/marina/my">My bookings</a></nav>
<button type="button" id="signin" hidden>Sign in</button>${MENU}</header>`;

export const MARINA_MENU = `
window.user = query.get('guest') || query.get('out') ? null : 'Ivo Maras';
function showUser() { $('#signin').hidden = !!window.user; $('#user-box').hidden = !window.user; }
showUser();
$('#mi-boats').addEventListener('click', function () { closeMenus(); quick('Your boats: Marea (ZD-4471), Bonaca (ST-1180)'); });
$('#mi-rules').addEventListener('click', function () { closeMenus(); quick('Quiet hours are 22:00–07:00. No engines running at the berth.'); });
$('#mi-out').addEventListener('click', function () { closeMenus(); location.href = '/marina/berths?out=1'; });
`;
