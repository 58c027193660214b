// Scale-to-fit of the 1920×1080 design canvas (docs/big-screen.md#scale-to-fit): "contain" — the whole canvas visible,
// aspect kept, letterboxed and centred — where DataV's width-only scaling crops odd-aspect walls.
export const DESIGN = { width: 1920, height: 1080 } as const;
/**
 * The canvas of a screen shown as a console tab: the same layout on a 1280×720 canvas, so a tab of ~1200 px draws
 * it at ~0.9 instead of ~0.6 — the wall's 13 px axis labels stay ~12 px there instead of shrinking to 8.
 */
export const CONSOLE_DESIGN = { width: 1280, height: 720 } as const;
export interface Design {
  width: number;
  height: number;
}

export interface Fit {
  scale: number;
  left: number;
  top: number;
}

export function fitContain(width: number, height: number, design: Design = DESIGN): Fit {
  if (width <= 0 || height <= 0) return { scale: 0, left: 0, top: 0 };
  const scale = Math.min(width / design.width, height / design.height);
  return { scale, left: (width - design.width * scale) / 2, top: (height - design.height * scale) / 2 };
}

/**
 * The canvas resolution charts draw at: the screen's pixel ratio times the upscale, so a 1920-wide
 * chart shown on a 3840-wide wall is drawn with 3840 device pixels, not stretched (capped: memory).
 */
export const chartPixelRatio = (scale: number, devicePixelRatio: number) =>
  Math.min(4, Math.max(1, Math.round(devicePixelRatio * Math.max(1, scale) * 100) / 100));
