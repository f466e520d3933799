import type { Locale } from '../i18n/locale';

const TEXT = {
  tr: {
    spor: 'Spor Bahisleri', livespor: 'Canlı Bahis', esports: 'E-Spor', upcoming: 'Yaklaşan Maçlar', live: 'Canlı',
    slip: 'Bahis Kuponu', empty: 'Kuponunuz boş. Bir oran seçin.', odds: 'Toplam oran', demo: 'Demo bahis sağlayıcısı — gerçek bahis alınmaz.',
    remove: 'Kaldır', draw: 'Beraberlik', home: 'Ev sahibi', away: 'Deplasman',
  },
  en: {
    spor: 'Sports Betting', livespor: 'Live Betting', esports: 'E-sports', upcoming: 'Upcoming matches', live: 'Live',
    slip: 'Bet slip', empty: 'Your slip is empty. Pick an odd.', odds: 'Total odds', demo: 'Demo sportsbook — no real bets are taken.',
    remove: 'Remove', draw: 'Draw', home: 'Home', away: 'Away',
  },
} as const;

type View = 'spor' | 'livespor' | 'esports';

const EVENTS: Record<View, { league: string; home: string; away: string; time: string; odds: [number, number | null, number] }[]> = {
  spor: [
    { league: 'Süper Lig', home: 'Galatasaray', away: 'Fenerbahçe', time: '20:00', odds: [2.15, 3.4, 3.1] },
    { league: 'Süper Lig', home: 'Beşiktaş', away: 'Trabzonspor', time: '19:00', odds: [1.95, 3.5, 3.75] },
    { league: 'Premier League', home: 'Arsenal', away: 'Liverpool', time: '18:30', odds: [2.4, 3.3, 2.85] },
    { league: 'La Liga', home: 'Real Madrid', away: 'Barcelona', time: '22:00', odds: [2.2, 3.6, 3.0] },
    { league: 'EuroLeague', home: 'Anadolu Efes', away: 'Real Madrid', time: '20:45', odds: [1.85, null, 1.95] },
  ],
  livespor: [
    { league: "Süper Lig · 63'", home: 'Başakşehir 1', away: 'Samsunspor 1', time: 'LIVE', odds: [2.9, 2.6, 3.2] },
    { league: "Serie A · 27'", home: 'Inter 0', away: 'Milan 1', time: 'LIVE', odds: [3.1, 3.0, 2.35] },
    { league: 'ATP · Set 2', home: 'Alcaraz', away: 'Sinner', time: 'LIVE', odds: [1.7, null, 2.1] },
  ],
  esports: [
    { league: 'CS2 · BLAST', home: 'NAVI', away: 'FaZe', time: '17:00', odds: [1.8, null, 1.95] },
    { league: 'LoL · LEC', home: 'G2', away: 'Fnatic', time: '19:00', odds: [1.55, null, 2.4] },
    { league: 'Dota 2 · TI', home: 'Team Spirit', away: 'Gaimin Gladiators', time: '21:00', odds: [2.05, null, 1.75] },
  ],
};

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A self-contained demo sportsbook for the sports remote's frames: inline CSS and script only. */
export function sportsbookPage(query: { view?: string; variant?: string; lang?: string }): string {
  const view: View = query.view === 'livespor' || query.view === 'esports' ? query.view : 'spor';
  const locale: Locale = query.lang === 'en' ? 'en' : 'tr';
  const t = TEXT[locale];
  const variant = esc(query.variant ?? 'default');
  const rows = EVENTS[view].map((event, index) => {
    const cells = event.odds.map((odd, pick) => {
      if (odd === null) return '<td></td>';
      const label = [t.home, t.draw, t.away][pick]!;
      return `<td><button type="button" class="odd" data-id="${index}-${pick}" data-odd="${odd}" data-label="${esc(`${event.home} – ${event.away}: ${label}`)}" aria-label="${esc(`${label} ${odd.toFixed(2)}`)}">${odd.toFixed(2)}</button></td>`;
    }).join('');
    const badge = event.time === 'LIVE' ? `<span class="live">${t.live}</span>` : esc(event.time);
    return `<tr><td class="league">${esc(event.league)}</td><td>${badge}</td><td class="teams">${esc(event.home)}<br>${esc(event.away)}</td>${cells}</tr>`;
  }).join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t[view]}</title>
<style>
body{margin:0;font:14px/1.4 system-ui,DejaVu Sans,Arial,sans-serif;background:#0e1621;color:#e8edf2}
header{padding:12px 16px;background:#16212e;display:flex;justify-content:space-between;align-items:center}
h1{font-size:18px;margin:0} .variant{font-size:12px;color:#8fa3b8}
main{display:grid;grid-template-columns:1fr;gap:16px;padding:16px} @media(min-width:900px){main{grid-template-columns:1fr 280px}}
table{width:100%;border-collapse:collapse;background:#16212e;border-radius:8px;overflow:hidden}
td{padding:8px;border-bottom:1px solid #22303f;vertical-align:middle} .league{color:#8fa3b8;font-size:12px}
.teams{font-weight:600} .live{background:#e53935;color:#fff;border-radius:4px;padding:2px 6px;font-size:11px}
.odd{min-width:56px;padding:6px;border:0;border-radius:6px;background:#24364a;color:#ffd54f;font-weight:700;cursor:pointer}
.odd[aria-pressed=true]{background:#ffd54f;color:#0e1621}
aside{background:#16212e;border-radius:8px;padding:12px} aside h2{font-size:16px;margin:0 0 8px}
aside li{margin-bottom:6px} .note{color:#8fa3b8;font-size:12px;padding:0 16px 16px}
</style></head>
<body data-view="${view}" data-variant="${variant}">
<header><h1>${t[view]}</h1><span class="variant">${variant}</span></header>
<main>
<section aria-label="${esc(t.upcoming)}"><table><tbody>
${rows}
</tbody></table></section>
<aside aria-live="polite"><h2>${t.slip}</h2><ul id="slip"></ul><p id="empty">${t.empty}</p><p>${t.odds}: <strong id="total">1.00</strong></p></aside>
</main>
<p class="note">${t.demo}</p>
<script>
(function(){
  var picks = {};
  function draw(){
    var slip = document.getElementById('slip'); slip.innerHTML = '';
    var total = 1, count = 0;
    Object.keys(picks).forEach(function(id){
      var li = document.createElement('li'); li.textContent = picks[id].label + ' @ ' + picks[id].odd.toFixed(2);
      slip.appendChild(li); total *= picks[id].odd; count++;
    });
    document.getElementById('empty').hidden = count > 0;
    document.getElementById('total').textContent = total.toFixed(2);
  }
  document.addEventListener('click', function(e){
    var b = e.target.closest && e.target.closest('.odd'); if (!b) return;
    var id = b.getAttribute('data-id');
    if (picks[id]) { delete picks[id]; b.setAttribute('aria-pressed','false'); }
    else { picks[id] = { label: b.getAttribute('data-label'), odd: Number(b.getAttribute('data-odd')) }; b.setAttribute('aria-pressed','true'); }
    draw();
  });
  try { parent.postMessage({ source: 'vitrin-demo-sportsbook', view: document.body.getAttribute('data-view'), height: document.body.scrollHeight }, '*'); } catch (e) {}
})();
</script>
</body></html>`;
}
