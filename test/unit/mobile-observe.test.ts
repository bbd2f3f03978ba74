import { describe, expect, it } from 'vitest';
import { MASK, observePageSource } from '../../runner-image/src/mobile/observe';
import { parsePageSource } from '../../runner-image/src/mobile/page-source-xml';
import { fakeAppScreen } from '../support/fake-apps';

const ANDROID = `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2340">
  <android.widget.FrameLayout index="0" package="com.shop" class="android.widget.FrameLayout" text="" resource-id="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2340]" displayed="true">
    <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" text="" resource-id="com.shop:id/form" clickable="false" enabled="true" bounds="[0,100][1080,1400]" displayed="true">
      <android.widget.TextView index="0" class="android.widget.TextView" text="Welcome &amp; sign in" resource-id="com.shop:id/heading" clickable="false" enabled="true" bounds="[40,120][1040,200]" displayed="true" />
      <android.widget.EditText index="1" class="android.widget.EditText" text="ada@example.com" hint="Email" resource-id="com.shop:id/email" clickable="true" focusable="true" focused="true" enabled="true" password="false" bounds="[40,220][1040,340]" displayed="true" />
      <android.widget.EditText index="2" class="android.widget.EditText" text="hunter2" hint="Password" resource-id="com.shop:id/password" clickable="true" focusable="true" focused="false" enabled="true" password="true" bounds="[40,360][1040,480]" displayed="true" />
      <android.widget.CheckBox index="3" class="android.widget.CheckBox" text="Keep me signed in" resource-id="com.shop:id/keep" checkable="true" checked="true" clickable="true" enabled="true" bounds="[40,500][600,580]" displayed="true" />
      <android.widget.Button index="4" class="android.widget.Button" text="Sign in" resource-id="com.shop:id/sign_in_button" clickable="true" enabled="false" bounds="[40,600][1040,720]" displayed="true" />
      <android.widget.ImageButton index="5" class="android.widget.ImageButton" text="" content-desc="Open menu" resource-id="" clickable="true" enabled="true" bounds="[960,20][1060,100]" displayed="true" />
      <android.widget.TextView index="6" class="android.widget.TextView" text="Hidden hint" clickable="false" bounds="[40,740][1040,800]" displayed="false" />
      <android.widget.TextView index="7" class="android.widget.TextView" text="Empty box" clickable="false" bounds="[0,0][0,0]" displayed="true" />
    </android.widget.LinearLayout>
    <androidx.recyclerview.widget.RecyclerView index="1" class="androidx.recyclerview.widget.RecyclerView" resource-id="com.shop:id/list" scrollable="true" bounds="[0,1400][1080,2340]" displayed="true">
      <android.widget.TextView index="0" class="android.widget.TextView" text="Order #1044" resource-id="com.shop:id/row" clickable="true" selected="true" bounds="[0,1400][1080,1600]" displayed="true" />
      <android.widget.TextView index="1" class="android.widget.TextView" text="Order #1045" resource-id="com.shop:id/row" clickable="true" bounds="[0,1600][1080,1800]" displayed="true" />
    </androidx.recyclerview.widget.RecyclerView>
  </android.widget.FrameLayout>
</hierarchy>`;

const IOS = `<?xml version="1.0" encoding="UTF-8"?>
<AppiumAUT>
  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="393" height="852" index="0">
      <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Account" enabled="true" visible="true" accessible="false" x="0" y="47" width="393" height="44" index="0">
        <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Account" name="Account" label="Account" enabled="true" visible="true" accessible="true" x="160" y="58" width="73" height="22" index="0"/>
      </XCUIElementTypeNavigationBar>
      <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="grace@example.com" name="emailField" label="Email" placeholderValue="you@example.com" enabled="true" visible="true" accessible="true" x="20" y="120" width="353" height="44" index="1"/>
      <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" value="••••••••" name="passwordField" label="Password" enabled="true" visible="true" accessible="true" x="20" y="180" width="353" height="44" index="2"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="notifications" label="Notifications" enabled="true" visible="true" accessible="true" x="20" y="240" width="353" height="44" index="3"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="saveButton" label="Save changes" enabled="true" visible="true" accessible="true" x="20" y="300" width="353" height="50" index="4"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="offscreen" label="Offscreen" enabled="true" visible="false" accessible="true" x="20" y="900" width="353" height="50" index="5"/>
      <XCUIElementTypeTable type="XCUIElementTypeTable" name="orders" enabled="true" visible="true" accessible="false" x="0" y="380" width="393" height="400" index="6">
        <XCUIElementTypeCell type="XCUIElementTypeCell" name="order_1044" label="Order 1044, shipped" enabled="true" visible="true" accessible="true" x="0" y="380" width="393" height="60" index="0"/>
      </XCUIElementTypeTable>
      <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="800" width="393" height="52" index="7"/>
      <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0" y="560" width="393" height="292" index="8">
        <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" x="3" y="570" width="36" height="44" index="0"/>
      </XCUIElementTypeKeyboard>
    </XCUIElementTypeWindow>
  </XCUIElementTypeApplication>
</AppiumAUT>`;

function byName(elements: ReturnType<typeof observePageSource>['observation']['elements'], name: string) {
  const found = elements.find((e) => e.name === name);
  if (!found) throw new Error(`no element named ${name}: ${elements.map((e) => e.name).join(', ')}`);
  return found;
}

describe('observePageSource: Android (UiAutomator2)', () => {
  const screen = observePageSource(ANDROID, { appId: 'com.shop', secrets: ['ada@example.com'] });
  const { elements } = screen.observation;

  it('keeps controls and text with roles, names and boxes in device pixels', () => {
    expect(byName(elements, 'Welcome & sign in')).toMatchObject({
      role: 'text',
      box: { x: 40, y: 120, width: 1000, height: 80 },
    });
    expect(byName(elements, 'Sign in')).toMatchObject({
      role: 'button',
      hints: { disabled: true, ident: 'sign in button' },
    });
    expect(byName(elements, 'Open menu').role).toBe('button');
    expect(byName(elements, 'Keep me signed in')).toMatchObject({ role: 'checkbox', hints: { checked: true } });
    expect(screen.observation.url).toBe('app://com.shop');
  });

  it('names fields by their hint and never shows a password', () => {
    const password = byName(elements, 'Password');
    expect(password).toMatchObject({ role: 'textbox', hints: { inputType: 'password' } });
    expect(password.hints?.value).toBeUndefined();
    expect(JSON.stringify(screen.observation)).not.toContain('hunter2');
  });

  it('masks secrets wherever they would appear', () => {
    expect(byName(elements, 'Email').hints?.value).toBe(MASK);
    expect(JSON.stringify(screen.observation)).not.toContain('ada@example.com');
  });

  it('drops hidden, zero-size and wordless layout nodes', () => {
    const names = elements.map((e) => e.name);
    expect(names).not.toContain('Hidden hint');
    expect(names).not.toContain('Empty box');
    expect(elements.some((e) => e.hints?.testId === 'com.shop:id/form')).toBe(false);
  });

  it('relates list rows to their list, and marks the selected and focused ones', () => {
    const list = elements.find((e) => e.role === 'list');
    const row = byName(elements, 'Order #1044');
    expect(row).toMatchObject({ role: 'button', parent: list?.ref, hints: { selected: true } });
    expect(screen.observation.snapshot).toMatch(/- textbox "Email" .*\[focused\]/);
    expect(screen.targets.get(byName(elements, 'Email').ref)?.focused).toBe(true);
  });

  it('gives a tap target at the centre and a selector only for unique ids', () => {
    const signIn = screen.targets.get(byName(elements, 'Sign in').ref);
    expect(signIn).toMatchObject({
      center: { x: 540, y: 660 },
      selector: { using: 'id', value: 'com.shop:id/sign_in_button' },
    });
    expect(screen.targets.get(byName(elements, 'Order #1044').ref)?.selector).toBeUndefined();
  });
});

describe('observePageSource: iOS (XCUITest)', () => {
  const screen = observePageSource(IOS, { appId: 'com.shop.ios', title: 'Account' });
  const { elements } = screen.observation;

  it('reads labels, identifiers and values in points', () => {
    expect(byName(elements, 'Email')).toMatchObject({
      role: 'textbox',
      box: { x: 20, y: 120, width: 353, height: 44 },
      hints: { testId: 'emailField', value: 'grace@example.com', placeholder: 'you@example.com' },
    });
    expect(byName(elements, 'Save changes')).toMatchObject({ role: 'button', hints: { testId: 'saveButton' } });
    expect(screen.targets.get(byName(elements, 'Save changes').ref)?.selector).toEqual({
      using: 'accessibility id',
      value: 'saveButton',
    });
  });

  it('treats a secure text field as a password and a switch value as checked', () => {
    expect(byName(elements, 'Password')).toMatchObject({ hints: { inputType: 'password' } });
    expect(byName(elements, 'Notifications')).toMatchObject({ role: 'switch', hints: { checked: true } });
  });

  it('keeps table cells and leaves out the keyboard and invisible nodes', () => {
    expect(byName(elements, 'Order 1044, shipped').role).toBe('listitem');
    const names = elements.map((e) => e.name);
    expect(names).not.toContain('q');
    expect(names).not.toContain('Offscreen');
    expect(screen.observation.title).toBe('Account');
  });
});

describe("observePageSource: the fake driver's apps", () => {
  it('reads the Android-like app with fake-driver rects and ids', () => {
    const xml = fakeAppScreen('android');
    const { observation, targets } = observePageSource(xml);
    const signIn = byName(observation.elements, 'Sign in');
    expect(signIn).toMatchObject({ role: 'button', box: { x: 24, y: 352, width: 364, height: 48 } });
    expect(targets.get(signIn.ref)?.selector).toEqual({ using: 'accessibility id', value: 'sign_in' });
    expect(byName(observation.elements, 'Create account').hints?.disabled).toBe(true);
    expect(observation.elements.map((e) => e.name)).not.toContain('Hidden offer');
    expect(JSON.stringify(observation)).not.toContain('secret-value');
  });

  it("reads one screen at a time: the Android app's gift-card screen", () => {
    const { observation } = observePageSource(fakeAppScreen('android', 'gift_cards'));
    expect(byName(observation.elements, 'Gift card amount')).toMatchObject({ role: 'textbox' });
    expect(byName(observation.elements, 'Back')).toMatchObject({ role: 'button' });
    expect(observation.elements.map((e) => e.name)).not.toContain('Sign in');
  });

  it('reads the iOS-like app', () => {
    const xml = fakeAppScreen('ios');
    const { observation } = observePageSource(xml);
    expect(byName(observation.elements, 'Remember me')).toMatchObject({ role: 'switch', hints: { checked: false } });
    expect(byName(observation.elements, 'Gift cards from $10')).toMatchObject({
      role: 'listitem',
      hints: { selected: true },
    });
  });
});

describe('observePageSource: limits', () => {
  const rows = Array.from(
    { length: 50 },
    (_, i) =>
      `<android.widget.TextView class="android.widget.TextView" text="Row ${i}" bounds="[0,${i * 10}][100,${i * 10 + 10}]"/>`,
  ).join('');
  const big = `<hierarchy><android.widget.Button class="android.widget.Button" text="Late button" clickable="true" bounds="[0,0][10,10]"/>${rows}<android.widget.Button class="android.widget.Button" text="Last button" clickable="true" bounds="[0,0][10,10]"/></hierarchy>`;

  it('keeps controls first when the screen has more elements than the cap, and says it is cut', () => {
    const screen = observePageSource(big, { maxElements: 10 });
    expect(screen.observation.elements).toHaveLength(10);
    expect(screen.truncated).toBe(true);
    const names = screen.observation.elements.map((e) => e.name);
    expect(names).toContain('Last button');
    expect(names).toContain('Late button');
    expect(screen.observation.snapshot).toContain('more than is shown');
  });

  it('stops reading when its time is up', () => {
    const screen = observePageSource(big, { budgetMs: -1 });
    expect(screen.truncated).toBe(true);
    expect(screen.observation.elements.length).toBeLessThan(52);
  });

  it('reads malformed XML as far as it can', () => {
    const parsed = parsePageSource('<a x="1"><b y=\'2\'/><c z="&#x41;&lt;"></a');
    expect(parsed.root?.tag).toBe('a');
    expect(parsed.root?.children.map((c) => c.tag)).toEqual(['b', 'c']);
    expect(parsed.root?.children[1]?.attrs.z).toBe('A<');
  });
});
