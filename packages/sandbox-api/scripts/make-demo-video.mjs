/**
 * Makes `assets/demo-video.mp4`, the short video every seeded video ad plays (the sandbox serves it for their
 * uploads, `generated-media.ts`). Run once when the clip should change, and commit the file:
 *
 *   node packages/sandbox-api/scripts/make-demo-video.mjs
 *
 * Plain JavaScript on purpose: tsx's transform adds helpers to functions, and the one handed to the page must run
 * there as written.
 *
 * Why a committed file: no video encoder runs in Node without native code, and the seed must stay fast. Chromium
 * (Playwright, as the e2e suite launches it) draws a 4-second vertical animation on a canvas and records it with
 * MediaRecorder as H.264 in MP4, which every browser plays. About 100-200 KB.
 */
/* global document, MediaRecorder, requestAnimationFrame -- page.evaluate's function runs in the page */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const OUT = fileURLToPath(new URL('../assets/demo-video.mp4', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const bytes = await page.evaluate(async () => {
    const width = 270;
    const height = 480;
    const seconds = 4;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.append(canvas);
    const g = canvas.getContext('2d');
    const type = 'video/mp4;codecs=avc1.42E01E';
    if (!MediaRecorder.isTypeSupported(type)) throw new Error(`${type} is not supported here`);
    const recorder = new MediaRecorder(canvas.captureStream(24), {
      mimeType: type,
      videoBitsPerSecond: 350_000,
    });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = () => resolve()));

    const draw = (t) => {
      // Background: a slow sweep between two brand colours.
      const sky = g.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, `hsl(${250 + 40 * t}, 70%, 42%)`);
      sky.addColorStop(1, `hsl(${320 + 30 * t}, 75%, 55%)`);
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      // Floating coins.
      for (let i = 0; i < 9; i++) {
        const x = ((i * 71 + t * 60 * (1 + (i % 3))) % (width + 40)) - 20;
        const y = ((i * 137) % (height - 160)) + 40 + Math.sin(t * 3 + i) * 12;
        g.fillStyle = 'rgba(255, 214, 64, 0.85)';
        g.beginPath();
        g.arc(x, y, 7 + (i % 3) * 3, 0, Math.PI * 2);
        g.fill();
      }
      // The product: a pulsing gem.
      const scale = 1 + 0.08 * Math.sin(t * Math.PI * 2);
      g.save();
      g.translate(width / 2, height * 0.42);
      g.scale(scale, scale);
      g.rotate(Math.sin(t * 2) * 0.12);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.moveTo(0, -62);
      g.lineTo(54, -12);
      g.lineTo(0, 66);
      g.lineTo(-54, -12);
      g.closePath();
      g.fill();
      g.fillStyle = 'rgba(80, 40, 160, 0.35)';
      g.beginPath();
      g.moveTo(0, -62);
      g.lineTo(54, -12);
      g.lineTo(0, -12);
      g.closePath();
      g.fill();
      g.restore();
      // Headline, button and the countdown a rewarded video shows.
      g.fillStyle = '#ffffff';
      g.textAlign = 'center';
      g.font = 'bold 26px "DejaVu Sans", sans-serif';
      g.fillText('Level up today', width / 2, height * 0.7);
      g.font = '15px "DejaVu Sans", sans-serif';
      g.fillText('Daily rewards in Gem Quest', width / 2, height * 0.7 + 26);
      const pulse = 1 + 0.05 * Math.sin(t * 8);
      const bw = 150 * pulse;
      const bh = 40 * pulse;
      g.fillStyle = '#ffd640';
      g.beginPath();
      g.roundRect(width / 2 - bw / 2, height * 0.82 - bh / 2, bw, bh, 20);
      g.fill();
      g.fillStyle = '#2a1a5e';
      g.font = 'bold 17px "DejaVu Sans", sans-serif';
      g.fillText('PLAY NOW', width / 2, height * 0.82 + 6);
      g.fillStyle = 'rgba(255, 255, 255, 0.85)';
      g.font = '12px "DejaVu Sans", sans-serif';
      g.textAlign = 'left';
      g.fillText('Ad · demo', 12, 22);
      g.textAlign = 'right';
      g.fillText(`${Math.max(0, Math.ceil(seconds - t * seconds))} s`, width - 12, 22);
      g.fillStyle = 'rgba(255, 255, 255, 0.9)';
      g.fillRect(0, height - 4, width * t, 4);
    };

    draw(0);
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = (now) => {
        const t = Math.min(1, (now - started) / (seconds * 1000));
        draw(t);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  writeFileSync(OUT, Buffer.from(bytes));
  console.log(`wrote ${OUT} (${bytes.length} bytes)`);
} finally {
  await browser.close();
}
