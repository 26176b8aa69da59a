extension RecorderPage {
  /// The page's script: builds the pretend app, walks the protocol, moves what the task says
  /// under the finger (1:1), finishes with the fixed animation, records Pointer Events (with
  /// `getCoalescedEvents()`), and exports the CSV (`window.springTuneRecorder`).
  static let script = #"""
    'use strict';
    (() => {
      const config = JSON.parse(document.getElementById('config').textContent);
      const $ = (id) => document.getElementById(id);
      const stage = $('stage'), list = $('list'), detail = $('detail'), shade = $('shade');
      const viewport = $('viewport'), pane = $('pane'), strip = $('strip');
      const banner = $('banner'), redo = $('redo'), overlay = $('overlay'), sheet = $('sheet');
      const DURATION = config.duration, EASE = config.easing;
      const PARALLAX = 0.3, SHADE = 0.15, DECELERATION = 0.998, GAP = 12;
      const ALBUMS = ['Night Drive', 'Low Tide', 'Paper Moons', 'Glass Harbour', 'Blue Hour',
        'Quiet Engines', 'Saltwater', 'Field Notes', 'Long Weekend', 'Static Bloom',
        'Open Roads', 'Lanterns', 'Half Light', 'Slow Orbit', 'Northern Lines', 'Tin Roof'];
      const ARTISTS = ['The Meridians', 'Ada Vale', 'North Pier', 'Mono Club', 'Juno Reyes',
        'Hollow Pines', 'Kite Theory', 'Sea of Glass'];
      const TRACKS = ['Intro', 'Carousel', 'Headlights', 'Undertow', 'Small Hours', 'Paper Trail',
        'Gravity', 'Open Window', 'Static', 'Harbour Lights', 'Slow Return', 'Afterglow',
        'Faraway', 'Cold Coffee', 'Weather Report', 'Left Turn', 'Home Again', 'Outro'];
      const protocol = config.protocol.slice();
      const trials = [];
      // The feel test (--feel-test; RecorderPage+Feel.swift), or null.
      const feel = window.springTuneFeel ? window.springTuneFeel(config) : null;
      const pointersDown = new Set();
      let next = 0, serial = 0, album = 0, status = 'start', active = null, device = '';
      let backX = 0, scrollY = 0, stripX = 0, stripPage = 0, momentum = 0;

      const hue = (i) => (i * 47 + 200) % 360;
      const clamp = (v, lo, hi) => Math.min(Math.max(v, lo), hi);
      const width = () => stage.clientWidth;
      const el = (tag, cls, text) => {
        const e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined) e.textContent = text;
        return e;
      };

      // The pretend app: a list of albums under an album screen (photos and a track list).
      ALBUMS.forEach((name, i) => {
        const li = el('li'), art = el('span', 'art'), meta = el('span', 'meta', name);
        art.style.background = `linear-gradient(135deg, hsl(${hue(i)} 60% 58%), ` +
          `hsl(${hue(i) + 40} 55% 38%))`;
        meta.appendChild(el('small', '', ARTISTS[i % ARTISTS.length]));
        li.append(art, meta, el('span', 'chev', '\u203A'));
        $('albums').appendChild(li);
      });
      function showAlbum(i) {
        $('title').textContent = ALBUMS[i % ALBUMS.length];
        $('about').textContent = `${ARTISTS[i % ARTISTS.length]} \u00B7 ${TRACKS.length} songs`;
        strip.textContent = '';
        for (let k = 0; k < 5; k++) {
          const photo = el('div', 'photo', `Photo ${k + 1} of 5`);
          photo.style.background = `linear-gradient(160deg, hsl(${hue(i + k)} 65% 60%), ` +
            `hsl(${hue(i + k) + 60} 60% 35%))`;
          strip.appendChild(photo);
        }
        const tracks = $('tracks');
        tracks.textContent = '';
        TRACKS.forEach((name, k) => {
          const li = el('li');
          li.append(el('span', 'num', String(k + 1)), el('span', 'meta', name),
            el('span', 'time', `${2 + (k * 7 + i) % 4}:${String((k * 23 + i * 11) % 60)
              .padStart(2, '0')}`));
          tracks.appendChild(li);
        });
        setScroll(0, false);
        stripPage = 0;
        setStrip(0, false);
      }

      // What follows the finger, and the fixed finishing animation (a CSS transition).
      const transition = (animated) =>
        animated ? `transform ${DURATION}ms ${EASE}, opacity ${DURATION}ms ${EASE}` : 'none';
      function setBack(x, animated) {
        backX = x;
        const w = width();
        for (const e of [detail, list, shade]) e.style.transition = transition(animated);
        // Fully gone, the album screen moves 32 px further so its shadow leaves the screen too.
        detail.style.transform = `translate3d(${x >= w ? x + 32 : x}px, 0, 0)`;
        list.style.transform = `translate3d(${-PARALLAX * (w - x)}px, 0, 0)`;
        shade.style.opacity = String(SHADE * (1 - x / w));
      }
      const maxScroll = () => Math.max(0, pane.offsetHeight - viewport.clientHeight);
      function setScroll(y, animated) {
        scrollY = y;
        pane.style.transition = transition(animated);
        pane.style.transform = `translate3d(0, ${-y}px, 0)`;
      }
      const rubber = (v, lo, hi) => v < lo ? lo + (v - lo) / 2 : v > hi ? hi + (v - hi) / 2 : v;
      const stripStep = () => strip.firstElementChild.offsetWidth + GAP;
      const stripMin = () => -stripStep() * (strip.children.length - 1);
      function setStrip(x, animated) {
        stripX = x;
        strip.style.transition = transition(animated);
        strip.style.transform = `translate3d(${x}px, 0, 0)`;
      }
      const afterAnimation = (then) => setTimeout(then, DURATION + 40);

      // Scrolling keeps its momentum after lift-off, decaying as UIKit's normal rate (0.998/ms).
      function fling(velocity) {
        cancelAnimationFrame(momentum);
        const m = maxScroll();
        if (scrollY < 0 || scrollY > m) { setScroll(clamp(scrollY, 0, m), true); return; }
        let last = performance.now(), y = scrollY, v = velocity;
        const step = (now) => {
          const dt = Math.max(0, now - last), decay = Math.pow(DECELERATION, dt);
          last = now;
          y += v * (decay - 1) / Math.log(DECELERATION);
          v *= decay;
          setScroll(clamp(y, 0, m), false);
          if (y > 0 && y < m && Math.abs(v) > 0.01) momentum = requestAnimationFrame(step);
        };
        momentum = requestAnimationFrame(step);
      }
      // The finger's velocity over its last 100 ms, px per ms, for the scroll's momentum and the
      // carousel's page flick only (never for the back gesture, which the page does not judge).
      function fingerVelocity(samples, axis) {
        const last = samples[samples.length - 1];
        let first = last;
        for (let i = samples.length - 1; i >= 0 && last[0] - samples[i][0] <= 0.1; i--) {
          first = samples[i];
        }
        const dt = (last[0] - first[0]) * 1000;
        return dt > 0 ? (last[axis] - first[axis]) / dt : 0;
      }

      // Recording.
      function record(trial, e, phase) {
        let t = Math.round((e.timeStamp - trial.t0) * 1000) / 1e6;
        const last = trial.samples[trial.samples.length - 1];
        let x = e.clientX, y = e.clientY;
        if (last && t < last[0]) { t = last[0]; trial.marks.add('clock'); }
        if (phase === 'cancelled' && last) { x = last[1]; y = last[2]; }
        trial.samples.push([t, x, y, phase]);
      }
      function follow(trial, e) {
        const dx = e.clientX - trial.x0, dy = e.clientY - trial.y0;
        if (trial.mode === 'back') setBack(clamp(dx, 0, width()), false);
        else if (trial.mode === 'scroll') setScroll(rubber(trial.scroll0 - dy, 0, maxScroll()), false);
        else setStrip(rubber(trial.strip0 + dx, stripMin(), 0), false);
      }
      stage.addEventListener('pointerdown', (e) => {
        const others = pointersDown.size > 0;
        pointersDown.add(e.pointerId);
        if (active) { active.marks.add('second-finger'); return; }
        if (status !== 'ready') return;
        const name = protocol[next], task = config.tasks[name];
        active = { id: ++serial, task: name, intent: task.intent, mode: task.mode, device,
          pointerId: e.pointerId, pointerType: e.pointerType || 'unknown',
          dpr: window.devicePixelRatio, viewport: `${window.innerWidth}x${window.innerHeight}`,
          userAgent: navigator.userAgent, marks: new Set(), samples: [], t0: e.timeStamp,
          x0: e.clientX, y0: e.clientY, scroll0: scrollY, strip0: stripX };
        if (others) active.marks.add('second-finger');
        try { stage.setPointerCapture(e.pointerId); } catch (error) { /* still recorded */ }
        cancelAnimationFrame(momentum);
        status = 'tracking';
        record(active, e, 'down');
      });
      stage.addEventListener('pointermove', (e) => {
        if (!active || e.pointerId !== active.pointerId) return;
        const coalesced = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
        for (const c of coalesced.length > 0 ? coalesced : [e]) record(active, c, 'move');
        follow(active, e);
      });
      // A finger that lifts within TAP px of where it went down tapped (the "‹ Albums" button,
      // a track): not a swipe, so not a trial. The task stays and says so; nothing is recorded.
      // 10 px is the pan slop the sweep's gate uses (UIPanGestureRecognizer's hysteresis).
      const TAP = 10;
      function travelled(trial) {
        const [, x0, y0] = trial.samples[0];
        return Math.max(...trial.samples.map(([, x, y]) => Math.hypot(x - x0, y - y0)));
      }
      function end(e, phase) {
        pointersDown.delete(e.pointerId);
        if (!active || e.pointerId !== active.pointerId) return;
        const trial = active;
        if (phase === 'cancelled') trial.marks.add('pointercancel');
        record(trial, e, phase);
        active = null;
        if (phase === 'up' && !trial.marks.has('second-finger') && travelled(trial) < TAP) {
          if (trial.mode === 'back') setBack(0, true);
          else if (trial.mode === 'carousel') setStrip(trial.strip0, true);
          else setScroll(trial.scroll0, true);
          ready('That was a tap, not a swipe. ');
          return;
        }
        trials.push(trial);
        next += 1;
        finish(trial);
      }
      stage.addEventListener('pointerup', (e) => end(e, 'up'));
      stage.addEventListener('pointercancel', (e) => end(e, 'cancelled'));
      // A touch that ends anywhere is no longer down, whatever it was over.
      for (const type of ['pointerup', 'pointercancel']) {
        window.addEventListener(type, (e) => pointersDown.delete(e.pointerId), true);
      }
      // Capture lost without an up or a cancel (it follows them otherwise): end the trial as
      // cancelled rather than leave the page waiting for a finger that is gone.
      stage.addEventListener('lostpointercapture', (e) => {
        setTimeout(() => {
          if (active && active.pointerId === e.pointerId) {
            active.marks.add('lost-capture');
            end(e, 'cancelled');
          }
        }, 0);
      });
      // iOS Safari: no page pinch or rubber band during the tasks, even where touch-action is
      // not honoured; the start and finish sheets (the overlay) stay zoomable.
      document.addEventListener('touchmove', (e) => { if (overlay.hidden) e.preventDefault(); },
        { passive: false });
      document.addEventListener('gesturestart', (e) => { if (overlay.hidden) e.preventDefault(); });

      // The fixed finish: the task's intent decides where the screen goes, never the swipe.
      function finish(trial) {
        status = 'settling';
        banner.classList.add('waiting');
        if (trial.mode === 'back') {
          const complete = trial.intent === 'complete';
          if (feel) {
            // Asked only when the screen finishes the transition: after a snap-back (peek,
            // change of mind) "Did that feel finished?" has no true answer.
            feel.finish(trial, { index: next - 1, from: backX, to: complete ? width() : 0,
              ask: complete, setBack: (x) => setBack(x, false),
              then: complete ? pushNextAlbum : () => ready() });
            return;
          }
          setBack(complete ? width() : 0, true);
          afterAnimation(complete ? pushNextAlbum : ready);
        } else if (trial.mode === 'scroll') {
          fling(-fingerVelocity(trial.samples, 2));
          ready();
        } else {
          const step = stripStep(), v = fingerVelocity(trial.samples, 1);
          let page = Math.round(-stripX / step);
          if (Math.abs(v) > 0.3) page = trial.strip0 / -step - Math.sign(v);
          stripPage = clamp(Math.round(page), 0, strip.children.length - 1);
          setStrip(-stripPage * step, true);
          afterAnimation(ready);
        }
      }
      function pushNextAlbum() {
        setTimeout(() => {
          album += 1;
          showAlbum(album);
          setBack(0, true);
          afterAnimation(ready);
        }, 250);
      }
      function ready(hint) {
        if (next >= protocol.length) { status = 'done'; showSheet(); return; }
        // The photo task starts with the photos in view: after a scroll the carousel may sit
        // under the bar, where it cannot be scrolled back by the carousel's own swipe.
        if (config.tasks[protocol[next]].mode === 'carousel' && scrollY !== 0) {
          cancelAnimationFrame(momentum);
          setScroll(0, true);
          afterAnimation(ready);
          return;
        }
        status = 'ready';
        $('count').textContent = `${next + 1} of ${protocol.length}`;
        $('instruction').textContent = (hint || '') + config.tasks[protocol[next]].text;
        banner.hidden = false;
        banner.classList.remove('waiting');
        redo.disabled = trials.length === 0;
      }
      function redoLast() {
        if ((status !== 'ready' && status !== 'done') || trials.length === 0) return;
        trials.pop();
        next -= 1;
        overlay.hidden = true;
        ready();
      }
      redo.addEventListener('click', redoLast);

      // Export.
      const field = (v) => {
        const s = String(v);
        return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      };
      function exportCSV() {
        let out = config.columns.join(',') + '\n';
        for (const trial of trials) {
          const id = String(trial.id).padStart(3, '0');
          const tail = [trial.intent, trial.task, trial.device, trial.pointerType, trial.dpr,
            trial.viewport, [...trial.marks].join(';'), trial.userAgent,
            ...(feel ? feel.columns(trial) : [])].map(field).join(',');
          for (const [t, x, y, phase] of trial.samples) {
            out += `${id},${t},${x},${y},${phase},${tail}\n`;
          }
        }
        return out;
      }
      function download() {
        const url = URL.createObjectURL(new Blob([exportCSV()], { type: 'text/csv' }));
        const a = document.createElement('a');
        const now = new Date(), two = (n) => String(n).padStart(2, '0');
        const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-` +
          `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
        const slug = device.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
        a.href = url;
        a.download = `swipes-${slug || 'device'}-${stamp}.csv`;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60000);
      }

      // The start and finish sheet.
      function guessDevice() {
        const ua = navigator.userAgent;
        const ios = ua.match(/(iPhone|iPad)[^)]*? OS (\d+)_(\d+)/);
        if (ios) return `${ios[1]} iOS ${ios[2]}.${ios[3]}`;
        const android = ua.match(/Android [\d.]+(; [^;)]+)?/);
        if (android) return android[0];
        const inside = ua.match(/\(([^;)]*)/);
        return inside ? inside[1] : 'unknown';
      }
      function button(text, action, quiet) {
        const b = el('button', quiet ? 'quiet' : '', text);
        b.type = 'button';
        b.addEventListener('click', action);
        return b;
      }
      const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;
      function showSheet() {
        sheet.textContent = '';
        const actions = el('div', 'actions');
        if (status === 'start') {
          sheet.append(el('h1', '', 'Swipe recorder'), el('p', '',
            `${plural(protocol.length, 'short task')} in a pretend music app, one at a time. ` +
            'Do each the way you normally would, with one finger. Nothing is judged: there ' +
            'are no wrong swipes.'));
          const label = el('label', '', 'This phone (name, model)');
          const input = el('input');
          input.id = 'device';
          input.value = guessDevice();
          input.autocomplete = 'off';
          label.htmlFor = 'device';
          actions.append(button('Start', () => {
            device = input.value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ')
              .trim() || guessDevice();
            overlay.hidden = true;
            ready();
          }));
          sheet.append(label, input, actions);
        } else {
          banner.hidden = true;
          sheet.append(el('h1', '', 'Thank you'), el('p', '',
            `${plural(trials.length, 'swipe')} recorded on this page. ` +
            'Download the CSV and send it to whoever runs the session.'));
          const more = () => {
            protocol.push(...config.protocol);
            overlay.hidden = true;
            ready();
          };
          actions.append(button('Download CSV', download), button('Redo last', redoLast, true),
            button('Another round', more, true));
          sheet.append(actions);
        }
        overlay.hidden = false;
      }
      window.addEventListener('resize', () => {
        if (status !== 'tracking') setBack(backX > 0 ? width() : 0, false);
      });

      window.springTuneRecorder = Object.freeze({
        exportCSV,
        download,
        currentTask() {
          if (next >= protocol.length) return null;
          const name = protocol[next];
          return { name, intent: config.tasks[name].intent, trial: next + 1,
            ready: status === 'ready' };
        },
        trialCount: () => trials.length,
        lastCompletion: () => (feel ? feel.lastCompletion() : null),
      });
      showAlbum(album);
      setBack(0, false);
      showSheet();
    })();

    """#
}
