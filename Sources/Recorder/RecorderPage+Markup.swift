extension RecorderPage {
  /// The page's style sheet: system fonts, light and dark, safe-area insets on every edge, and
  /// `touch-action: none` on the stage so the browser never takes a gesture for itself.
  static let style = #"""
    :root { --bg: #fff; --fg: #111; --muted: #6e6e73; --sep: rgba(60, 60, 67, 0.2);
      --bar: rgba(248, 248, 250, 0.94); --accent: #0a63d6; --accent-fg: #fff; --card: #fff;
      --banner: #1c1c1e; --banner-fg: #fff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000; --fg: #f2f2f7; --muted: #98989f; --sep: rgba(84, 84, 88, 0.65);
        --bar: rgba(24, 24, 26, 0.94); --accent: #4d9dff; --accent-fg: #000; --card: #1c1c1e;
        --banner: #ebebf5; --banner-fg: #000; }
    }
    html, body { margin: 0; height: 100%; overflow: hidden; background: var(--bg);
      color: var(--fg); overscroll-behavior: none; -webkit-text-size-adjust: 100%;
      font: 17px/1.3 -apple-system, system-ui, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
      -webkit-user-select: none; user-select: none; -webkit-touch-callout: none;
      -webkit-tap-highlight-color: transparent; }
    #stage { position: fixed; inset: 0; overflow: hidden; touch-action: none; }
    .screen { position: absolute; inset: 0; overflow: hidden; background: var(--bg);
      will-change: transform; }
    #detail { box-shadow: -8px 0 24px rgba(0, 0, 0, 0.22); }
    #shade { position: absolute; inset: 0; background: #000; opacity: 0; pointer-events: none; }
    .bar { position: absolute; z-index: 2; top: 0; left: 0; right: 0; background: var(--bar);
      -webkit-backdrop-filter: blur(12px); backdrop-filter: blur(12px);
      border-bottom: 0.5px solid var(--sep); padding: env(safe-area-inset-top)
      calc(16px + env(safe-area-inset-right)) 0 calc(8px + env(safe-area-inset-left)); }
    .bar .row { height: 44px; display: flex; align-items: center; gap: 8px; }
    .bar .back { color: var(--accent); white-space: nowrap; }
    .bar .back b { font-size: 28px; font-weight: 400; line-height: 1; margin-right: 2px; }
    .bar h2 { flex: 1; margin: 0 64px 0 0; font-size: 17px; font-weight: 600; text-align: center;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .scroll { position: absolute; left: 0; right: 0; bottom: 0;
      top: calc(44.5px + env(safe-area-inset-top)); overflow: hidden; }
    .pane { will-change: transform; padding: 0 env(safe-area-inset-right) 132px
      env(safe-area-inset-left); }
    h1 { font-size: 34px; margin: 8px 16px 8px; letter-spacing: 0.01em; }
    ul, ol { list-style: none; margin: 0; padding: 0; }
    li { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 8px 16px;
      border-bottom: 0.5px solid var(--sep); }
    .art { flex: none; width: 56px; height: 56px; border-radius: 8px; }
    .meta { flex: 1; min-width: 0; }
    .meta small, .time { display: block; color: var(--muted); font-size: 14px; }
    .chev { color: var(--muted); font-size: 22px; }
    .num { width: 20px; color: var(--muted); text-align: right; font-variant-numeric: tabular-nums; }
    .time { font-variant-numeric: tabular-nums; }
    #about { margin: 12px 16px 4px; color: var(--muted); font-size: 15px; }
    #carousel { overflow: hidden; padding: 12px 0 12px 16px; }
    #strip { display: flex; gap: 12px; will-change: transform; }
    .photo { flex: none; width: 78vw; max-width: 420px; aspect-ratio: 4 / 3; border-radius: 14px;
      display: flex; align-items: flex-end; padding: 14px; box-sizing: border-box; color: #fff;
      font-size: 15px; font-weight: 600; text-shadow: 0 1px 3px rgba(0, 0, 0, 0.4); }
    h3 { margin: 16px 16px 4px; font-size: 22px; }
    #banner { position: fixed; z-index: 5; left: calc(12px + env(safe-area-inset-left));
      right: calc(12px + env(safe-area-inset-right));
      bottom: calc(12px + env(safe-area-inset-bottom)); pointer-events: none;
      background: var(--banner); color: var(--banner-fg); border-radius: 16px;
      padding: 12px 14px; display: flex; align-items: center; gap: 10px;
      box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25); }
    #banner { transition: opacity 0.2s; }
    #banner.waiting .text { font-style: italic; }
    #banner[hidden], #overlay[hidden] { display: none; }
    #banner .text { flex: 1; }
    #count { display: block; font-size: 13px; opacity: 0.7; }
    #instruction { display: block; font-weight: 600; }
    button { font: inherit; border: 0; border-radius: 12px; padding: 12px 16px;
      background: var(--accent); color: var(--accent-fg); font-weight: 600;
      touch-action: manipulation; }
    button:disabled { opacity: 0.4; }
    button.quiet { background: transparent; color: inherit; border: 1px solid currentColor;
      padding: 6px 10px; font-size: 14px; font-weight: 500; }
    #banner button { pointer-events: auto; }
    #overlay { position: fixed; z-index: 6; inset: 0; display: flex; align-items: center;
      justify-content: center; background: rgba(0, 0, 0, 0.45); touch-action: manipulation;
      padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom)
      env(safe-area-inset-left); }
    .sheet { background: var(--card); color: var(--fg); border-radius: 18px; margin: 16px;
      padding: 20px; max-width: 420px; box-shadow: 0 10px 40px rgba(0, 0, 0, 0.3);
      -webkit-user-select: text; user-select: text; }
    .sheet h1 { margin: 0 0 8px; font-size: 24px; }
    .sheet p { margin: 0 0 12px; font-size: 15px; color: var(--muted); }
    .sheet label { display: block; font-size: 14px; font-weight: 600; margin-bottom: 4px; }
    .sheet input { font: inherit; width: 100%; box-sizing: border-box; padding: 10px 12px;
      border-radius: 10px; border: 1px solid var(--sep); background: var(--bg); color: var(--fg);
      margin-bottom: 14px; }
    .sheet .actions { display: flex; flex-wrap: wrap; gap: 10px; }
    .sheet .actions button { flex: 1; white-space: nowrap; }
    .sheet .actions button:first-child { flex-basis: 100%; }

    """#

  /// The page's body before its scripts: the list screen, the shade, the detail screen, the
  /// instruction banner and the start/finish sheet (filled in by the script).
  static let markup = #"""
    <div id="stage">
    <section id="list" class="screen" aria-label="Albums">
    <header class="bar"><div class="row"><h2 style="margin:0">Library</h2></div></header>
    <div class="scroll"><div class="pane"><h1>Albums</h1><ul id="albums"></ul></div></div>
    </section>
    <div id="shade"></div>
    <section id="detail" class="screen" aria-label="Album">
    <header class="bar"><div class="row"><span class="back"><b>&#8249;</b>Albums</span>
    <h2 id="title">Album</h2></div></header>
    <div class="scroll" id="viewport"><div class="pane" id="pane">
    <div id="carousel"><div id="strip"></div></div>
    <p id="about"></p>
    <h3>Tracks</h3>
    <ol id="tracks"></ol>
    </div></div>
    </section>
    </div>
    <div id="banner" hidden><div class="text"><span id="count"></span>
    <span id="instruction"></span></div>
    <button id="redo" class="quiet" type="button">Redo last</button></div>
    <div id="overlay"><div class="sheet" id="sheet"></div></div>

    """#
}
