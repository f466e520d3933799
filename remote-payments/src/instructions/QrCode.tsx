import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A QR code of `text` drawn as one SVG path (dark modules), with the 4-module quiet zone scanners
 * need. Loaded on its own chunk: only a crypto deposit shows one.
 */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { path: d, modules: count + 8 };
  }, [text]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" data-testid="deposit-qr">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
