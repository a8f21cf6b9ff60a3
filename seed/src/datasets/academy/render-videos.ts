/**
 * Renders every academy video from the slides in the module files: ImageMagick draws each
 * slide, espeak-ng speaks its narration, ffmpeg holds the slide for as long as the voice
 * lasts and joins the slides into one small VP9/Opus WebM, with a WebVTT caption file beside
 * it. The outputs are committed, so this only runs when a video script changes:
 *
 *   apt-get install -y ffmpeg espeak-ng imagemagick
 *   node seed/src/datasets/academy/render-videos.ts [file...]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { academyModules } from '@domainary/schema/academy/academy.ts';
import type { VideoSlide } from '@domainary/schema/academy/content-types.ts';

const outDir = path.resolve(import.meta.dirname, '../../../../web/public/media/academy');
const WIDTH = 960;
const HEIGHT = 540;
/** Silence after each slide's narration, so slides do not feel rushed. */
const PAUSE_SECONDS = 0.7;

const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function drawSlide(slide: VideoSlide, index: number, count: number, moduleTitle: string, file: string): void {
  const bullets = slide.points.map((p) => `•  ${p}`).join('\n');
  run('convert', [
    '-size',
    `${WIDTH}x${HEIGHT}`,
    'gradient:#0f172a-#1e3a8a',
    '-fill',
    '#38bdf8',
    '-draw',
    `rectangle 60,128 180,134`,
    '-font',
    'DejaVu-Sans',
    '-pointsize',
    '20',
    '-fill',
    '#93c5fd',
    '-annotate',
    '+60+60',
    `Domainary Academy  ·  ${moduleTitle.split(':')[0]}`,
    '-font',
    'DejaVu-Sans-Bold',
    '-pointsize',
    '46',
    '-fill',
    'white',
    '-annotate',
    '+60+112',
    slide.heading,
    '-font',
    'DejaVu-Sans',
    '-pointsize',
    '32',
    '-interline-spacing',
    '22',
    '-fill',
    '#e2e8f0',
    '-annotate',
    '+60+210',
    bullets,
    '-pointsize',
    '18',
    '-fill',
    '#94a3b8',
    '-annotate',
    `+${WIDTH - 110}+${HEIGHT - 30}`,
    `${index + 1} / ${count}`,
    file,
  ]);
}

function seconds(file: string): number {
  return Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim(),
  );
}

function timestamp(total: number): string {
  const ms = Math.round(total * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function render(file: string, moduleTitle: string, slides: VideoSlide[]): void {
  const work = mkdtempSync(path.join(tmpdir(), `academy-${file}-`));
  const parts: string[] = [];
  const cues: string[] = [];
  let clock = 0;
  slides.forEach((slide, i) => {
    const png = path.join(work, `${i}.png`);
    const wav = path.join(work, `${i}.wav`);
    const part = path.join(work, `${i}.webm`);
    drawSlide(slide, i, slides.length, moduleTitle, png);
    run('espeak-ng', ['-v', 'en-us', '-s', '155', '-w', wav, slide.narration]);
    const duration = seconds(wav) + PAUSE_SECONDS;
    // Slides are still images: 2 frames per second and a high CRF keep the file tiny.
    run('ffmpeg', [
      '-y',
      ...['-loop', '1', '-framerate', '2', '-i', png, '-i', wav],
      ...['-af', `apad=whole_dur=${duration.toFixed(3)}`, '-t', duration.toFixed(3)],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-pix_fmt', 'yuv420p', '-r', '2', '-g', '20'],
      ...['-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-ar', '48000'],
      part,
    ]);
    cues.push(`${i + 1}\n${timestamp(clock)} --> ${timestamp(clock + duration)}\n${slide.narration}\n`);
    clock += duration;
    parts.push(part);
  });
  const list = path.join(work, 'parts.txt');
  writeFileSync(list, parts.map((p) => `file '${p}'`).join('\n'));
  const out = path.join(outDir, `${file}.webm`);
  run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out]);
  writeFileSync(path.join(outDir, `${file}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  rmSync(work, { recursive: true, force: true });
  console.log(`${file}.webm  ${clock.toFixed(1)} s  ${(statSync(out).size / 1024).toFixed(0)} KiB`);
}

const only = new Set(process.argv.slice(2));
for (const module of academyModules) {
  for (const segment of module.segments) {
    if (segment.type !== 'video' || (only.size > 0 && !only.has(segment.video.file))) continue;
    render(segment.video.file, module.title, segment.video.slides);
  }
}
