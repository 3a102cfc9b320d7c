import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The ticket's signed code as a QR code, drawn as SVG (server-rendered too, no canvas). */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(code);
    qr.make();
    const size = qr.getModuleCount();
    const cells: string[] = [];
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        if (qr.isDark(row, col)) cells.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { d: cells.join(''), size: size + 8 };
  }, [code]);
  return (
    <svg viewBox={`0 0 ${path.size} ${path.size}`} role="img" aria-label={label} width="220" height="220">
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
