extension ProfileReport {
    /// The page's style: the app's dark theme, one column, readable at a glance.
    static let css = """
        :root { color-scheme: dark; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 28px 36px 40px; background: #16181f; color: #e8eaf0;
               font: 14px/1.45 "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; }
        h1 { font-size: 24px; font-weight: 600; margin: 0; }
        h1 .scene { color: #8fb8ff; font-weight: 500; margin-left: 8px; }
        h2 { font-size: 16px; font-weight: 600; margin: 0 0 12px; color: #cfd4e0; letter-spacing: .02em; }
        h3 { font-size: 14px; font-weight: 500; margin: 0 0 8px; color: #cfd4e0; }
        .sub { margin: 4px 0 20px; color: #8b92a5; }
        section { background: #1e212b; border: 1px solid #2a2e3b; border-radius: 10px; padding: 18px 20px; margin: 0 0 18px; }
        section.cards { display: flex; flex-wrap: wrap; gap: 12px; background: none; border: none; padding: 0; }
        .card { background: #1e212b; border: 1px solid #2a2e3b; border-radius: 10px; padding: 12px 16px; min-width: 150px; flex: 1; }
        .card .k { color: #8b92a5; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; }
        .card .v { font-size: 22px; font-weight: 600; margin: 2px 0; font-variant-numeric: tabular-nums; }
        .card .n { color: #8b92a5; font-size: 12px; }
        .band { padding: 1px 7px; border-radius: 8px; font-weight: 600; color: #16181f; }
        .band.good { background: #5cd973; } .band.warning { background: #f6c945; } .band.critical { background: #ff5c5c; }
        .legend { display: flex; flex-wrap: wrap; gap: 16px; margin: 0 0 10px; color: #aab0c0; font-size: 13px; }
        .legend i { display: inline-block; width: 12px; height: 12px; border-radius: 3px; margin-right: 6px; vertical-align: -1px; }
        .legend .late-key { background: rgba(255, 80, 80, .35); border: 1px solid #ff5c5c; }
        .legend .budget-key { height: 0; border-top: 2px dashed #f2f2f2; border-radius: 0; width: 18px; vertical-align: 3px; }
        .chart { position: relative; overflow-x: auto; padding-bottom: 4px; }
        svg { display: block; }
        svg .grid { stroke: #2c3140; stroke-width: 1; }
        svg .axis { stroke: #5b6275; stroke-width: 1; }
        svg .tick { fill: #8b92a5; font-size: 11px; text-anchor: end; }
        svg .unit { fill: #8b92a5; font-size: 11px; }
        svg .events { fill: #5a9eff; } svg .animate { fill: #5cd973; } svg .render { fill: #ffa833; } svg .present { fill: #b880ff; }
        svg .late { fill: rgba(255, 80, 80, .16); }
        svg .late-tick { fill: #ff5c5c; }
        svg .budget { stroke: #f2f2f2; stroke-width: 1.5; stroke-dasharray: 6 4; opacity: .8; }
        svg circle.rank { fill: #ff5c5c; stroke: #16181f; stroke-width: 2; }
        svg text.rank { fill: #fff; font-size: 10px; font-weight: 700; text-anchor: middle; }
        svg g:hover rect:not(.late):not(.late-tick) { filter: brightness(1.35); }
        .tip { position: absolute; display: none; pointer-events: none; background: #0e1016; border: 1px solid #3a4052;
               border-radius: 6px; padding: 8px 10px; font-size: 12px; line-height: 1.5; white-space: nowrap;
               font-variant-numeric: tabular-nums; box-shadow: 0 4px 14px rgba(0, 0, 0, .5); }
        .tip b { color: #fff; } .tip .late { color: #ff7b7b; }
        .tip i { display: inline-block; width: 9px; height: 9px; border-radius: 2px; margin-right: 5px; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; min-width: 640px; }
        th, td { padding: 6px 14px; text-align: right; border-bottom: 1px solid #2a2e3b; }
        thead th { color: #8b92a5; font-weight: 500; font-size: 12px; text-transform: uppercase; letter-spacing: .05em; }
        tbody th { text-align: left; font-weight: 500; color: #cfd4e0; }
        td.over { color: #ff7b7b; font-weight: 600; }
        .note { color: #8b92a5; font-size: 12px; margin: 10px 0 0; }
        .capture { margin: 0 0 18px; }
        .badge { display: inline-block; background: #ff5c5c; color: #fff; border-radius: 10px; min-width: 20px; padding: 0 6px;
                 text-align: center; font-weight: 700; font-size: 12px; margin-right: 8px; }
        .strip { display: flex; gap: 10px; flex-wrap: wrap; }
        figure { margin: 0; background: #14161c; border: 2px solid #2a2e3b; border-radius: 8px; padding: 6px; }
        figure.worst { border-color: #ff5c5c; }
        figure img { display: block; width: 232px; height: auto; border-radius: 4px; image-rendering: auto; }
        figcaption { color: #aab0c0; font-size: 12px; margin-top: 5px; font-variant-numeric: tabular-nums; }
        footer { color: #6b7285; font-size: 12px; margin-top: 8px; }
        code { background: #262a35; padding: 1px 5px; border-radius: 4px; }

        """

    /// The tooltip: one listener on the chart finds the bar under the pointer from its x.
    static let script = """
        (function () {
          const chart = document.getElementById('chart');
          if (!chart) return;
          const svg = chart.querySelector('svg'), tip = document.getElementById('tip');
          const left = +svg.dataset.left, width = +svg.dataset.barWidth;
          const names = ['events', 'animate', 'render', 'present'];
          const colors = ['#5a9eff', '#5cd973', '#ffa833', '#b880ff'];
          const ms = v => v === null ? '–' : v.toFixed(3) + ' ms';
          const esc = s => String(s).replace(/[&<>"]/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
          svg.addEventListener('mousemove', e => {
            const box = svg.getBoundingClientRect();
            const k = Math.floor((e.clientX - box.left - left) / width);
            const bar = BARS[k];
            if (!bar) { tip.style.display = 'none'; return; }
            const [index, start, ev, an, re, pr, interval, late, missed, count, label, cls] = bar;
            const work = [ev, an, re, pr].reduce((a, v) => a + (v || 0), 0);
            let html = '<b>frame ' + index + '</b>' + (count > 1 ? ' (slowest of ' + count + ')' : '') + ' at ' + (start / 1000).toFixed(3) + ' s<br>';
            [ev, an, re, pr].forEach((v, i) => { if (v !== null) html += '<i style="background:' + colors[i] + '"></i>' + names[i] + ' ' + ms(v) + '<br>'; });
            html += 'work ' + ms(work) + '<br>interval ' + ms(interval);
            if (missed > 0) html += '<br>missed vsyncs ' + missed;
            if (label !== null) html += '<br>label ' + esc(label);
            if (cls !== null) html += '<br>class ' + esc(cls);
            if (late) html += '<br><span class="late">late</span>';
            tip.innerHTML = html;
            tip.style.display = 'block';
            const area = chart.getBoundingClientRect();
            let x = e.clientX - area.left + chart.scrollLeft + 14;
            if (x + tip.offsetWidth > chart.scrollLeft + area.width) x -= tip.offsetWidth + 28;
            tip.style.left = x + 'px';
            tip.style.top = Math.max(0, e.clientY - area.top - 20) + 'px';
          });
          svg.addEventListener('mouseleave', () => { tip.style.display = 'none'; });
        })();

        """
}
