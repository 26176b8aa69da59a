extension RecorderPage {
  /// The feel test's style: the question sheet at the bottom over a light scrim.
  static let feelStyle = #"""
    #feel { position: fixed; z-index: 7; inset: 0; display: flex; align-items: flex-end;
      justify-content: center; background: rgba(0, 0, 0, 0.2); touch-action: manipulation;
      padding: 0 env(safe-area-inset-right) env(safe-area-inset-bottom)
      env(safe-area-inset-left); }
    #feel[hidden] { display: none; }
    #feel .sheet { width: 100%; }
    #feel .actions button { flex: 1 1 0; }
    #feel .actions button.quiet { flex: 0 0 auto; }

    """#

  /// The feel test's question sheet (hidden until a hand-off has finished).
  static let feelMarkup = #"""
    <div id="feel" hidden><div class="sheet"><h1 id="feel-question"></h1>
    <div class="actions"><button type="button" data-rating="yes">Yes</button>
    <button type="button" data-rating="no">No</button>
    <button type="button" class="quiet" data-rating="skipped">Skip</button></div></div></div>

    """#

  /// The feel test's script, run before the page's own: defines
  /// `window.springTuneFeel(config)`, which the page's script calls once. It instantiates the
  /// AnimationMath WebAssembly module from the configuration (no imports) and returns what the
  /// page calls after a back-swipe trial: `finish(trial, context)` estimates the release
  /// velocity from the trial's samples (`velocity_add`, `velocity_x`: the tracker of the
  /// study's estimator, chosen once with `velocity_strategy`), animates the album screen with
  /// the trial's candidate (`spring_position` at each animation frame's time since release,
  /// until `spring_settling_time` for the band, at most the longest animation; then the screen
  /// is placed at the target), asks the question when `context.ask` (a trial whose screen
  /// finishes the transition) and records the answer as `trial.rating` (`not-asked` after a
  /// snap-back), the candidate's SPEC as `trial.handoff`. Every number the
  /// animation shows comes from the module; the script only schedules frames and moves the
  /// screen.
  static let feelScript = #"""
    'use strict';
    window.springTuneFeel = (config) => {
      const feel = config.feel;
      const sheet = document.getElementById('feel');
      document.getElementById('feel-question').textContent = feel.question;
      const bytes = Uint8Array.from(atob(feel.wasm), (c) => c.charCodeAt(0));
      let math = null, last = null, answer = null;
      const loading = WebAssembly.instantiate(bytes, {}).then((r) => {
        math = r.instance.exports;
        // The study's platform estimator: the release velocity the sweep's thresholds assume.
        math.velocity_strategy(feel.estimator.code);
      });
      const PHASES = { down: 0, move: 1, up: 2, cancelled: 3 };
      for (const b of sheet.querySelectorAll('button[data-rating]')) {
        b.addEventListener('click', () => { if (answer) answer(b.dataset.rating); });
      }
      function animate(trial, context, candidate) {
        for (const [t, x, y, phase] of trial.samples) math.velocity_add(PHASES[phase], t, x, y);
        const velocity = math.velocity_x();
        const from = context.from, to = context.to;
        const args = [candidate.mass, candidate.stiffness, candidate.damping, from, to, velocity];
        let end = math.spring_settling_time(...args, feel.band);
        if (!(end <= feel.longest)) end = feel.longest;
        const frames = [];
        last = { handoff: candidate.spec, from, to, velocity, frames };
        let start = null;
        const step = (now) => {
          if (start === null) start = now;
          const t = (now - start) / 1000;
          if (t >= end) {
            context.setBack(to);
            if (context.ask) ask(trial, context);
            else context.then();
            return;
          }
          const x = math.spring_position(...args, t);
          frames.push({ t, x });
          context.setBack(x);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }
      function ask(trial, context) {
        sheet.hidden = false;
        answer = (rating) => {
          answer = null;
          trial.rating = rating;
          sheet.hidden = true;
          context.then();
        };
      }
      return {
        finish(trial, context) {
          const candidate = feel.candidates[feel.assignment[context.index % feel.assignment.length]];
          trial.handoff = candidate.spec;
          trial.rating = context.ask ? 'skipped' : 'not-asked';
          loading.then(() => animate(trial, context, candidate));
        },
        lastCompletion: () => last === null ? null : JSON.parse(JSON.stringify(last)),
        columns: (trial) => trial.handoff
          ? [trial.handoff, trial.rating, feel.estimator.name] : ['', '', ''],
      };
    };

    """#
}
