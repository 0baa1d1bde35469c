// The two engines besides Chromium, each behind the same small interface:
// - WebKit: WebKitGTK's MiniBrowser under Xvfb, through WebKitWebDriver (W3C WebDriver) with
//   selenium-webdriver. The app runs in the front's 390 x 844 frame (see proxy.ts).
// - Firefox: the Debian firefox-esr, through puppeteer-core over WebDriver BiDi, at 390 x 844.
// Both from Debian packages (.ci/run installs them); nothing is downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import puppeteer from 'puppeteer-core';
import { FRAME_PATH, PHONE } from './proxy.ts';
import { freePort } from '../../scripts/free-port.ts';

export interface Engine {
  readonly name: 'WebKit' | 'Firefox';
  /** Loads the app at `route` (a hash route), a whole page load. */
  open(route: string): Promise<void>;
  /** Evaluates a JavaScript expression in the app's page; its value must be JSON. */
  run<T>(expression: string): Promise<T>;
  /** Clicks the element the page marked with data-engine-target (probe's mark()). */
  click(): Promise<void>;
  /** Types into the marked element, as keystrokes. */
  type(text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export const TARGET = '[data-engine-target]';

const WEBKIT_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const FIREFOX = '/usr/bin/firefox-esr';
export const INSTALLED = {
  WebKit: existsSync('/usr/bin/WebKitWebDriver') && existsSync(WEBKIT_BROWSER),
  Firefox: existsSync(FIREFOX),
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilListening(port: number, what: string) {
  for (let i = 0; i < 100; i++) {
    const open = await fetch(`http://127.0.0.1:${port}/status`).then(
      () => true,
      () => false,
    );
    if (open) return;
    await pause(100);
  }
  throw new Error(`${what} did not start`);
}

/** An X display of its own (Xvfb picks a free number and prints it). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1024x1280x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { display, process: xvfb };
}

export async function launchWebKit(base: string): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const service = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  await untilListening(port, 'WebKitWebDriver');
  const driver: WebDriver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 20_000, pageLoad: 60_000 });
  // Tall enough for the whole 844 px frame, so a screenshot of it is not cut off.
  await driver.manage().window().setRect({ width: 600, height: 1100 });
  const inFrame = async () => {
    await driver.switchTo().defaultContent();
    await driver.switchTo().frame(await driver.findElement(By.id('app')));
  };
  return {
    name: 'WebKit',
    async open(route) {
      await driver.get(`${base}${FRAME_PATH}?src=${encodeURIComponent(`/h5/#${route}`)}`);
      await inFrame();
    },
    run: (expression) => driver.executeScript(`return (${expression});`),
    click: async () => driver.findElement(By.css(TARGET)).click(),
    type: async (text) => driver.findElement(By.css(TARGET)).sendKeys(text),
    async screenshot(file) {
      await driver.switchTo().defaultContent();
      const png = await driver.findElement(By.id('app')).takeScreenshot();
      writeFileSync(file, Buffer.from(png, 'base64'));
      await inFrame();
    },
    async close() {
      await driver.quit().catch(() => {});
      service.kill();
      xvfb.process.kill();
    },
  };
}

export async function launchFirefox(base: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: PHONE,
    extraPrefsFirefox: {
      // A phone's scrollbars take no width; the page's own 390 px are the layout's.
      'ui.useOverlayScrollbars': 1,
      'intl.accept_languages': 'en-US, en',
    },
  });
  const page = await browser.newPage();
  await page.setViewport(PHONE);
  return {
    name: 'Firefox',
    async open(route) {
      await page.goto(`${base}/h5/#${route}`);
    },
    run: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    click: async () => page.click(TARGET),
    type: async (text) => page.type(TARGET, text),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
}
