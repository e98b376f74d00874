//go:build js

package ebitenhost

import (
	"bytes"
	"fmt"
	"syscall/js"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// ProblemsElementID is the id of the page element the browser host lists the
// game's problems in: a <div id="griff-problems"> of the exported page, or
// one the host adds at the end of the body if the page has none. Each problem
// is a <div class="griff-problem griff-SEVERITY"> (griff-error,
// griff-warning, griff-info) holding its text.
const ProblemsElementID = "griff-problems"

// page is the browser page a game plays in (GOOS=js). It times frames with
// the display's requestAnimationFrame time (through framePacer), lists the
// problem log in the page (ProblemsElementID), and sets globalThis.griff,
// the page's handle on the game (see the package documentation's "In a
// browser").
//
// Threads: a wasm program has one thread and switches goroutines only where
// one blocks, and Update and Draw block nowhere, so the functions of
// globalThis.griff, which JavaScript calls between frames, read the game
// between two frames, never in a step. A replay they are handed starts at
// the next Update.
type page struct {
	lg       *hosting.LoadedGame
	opts     Options
	pacer    *framePacer
	timeline js.Value // document.timeline, whose currentTime is the frame's rAF time
	perf     js.Value // performance
	list     js.Value // the problems element; made at the first problem
	problems []string
	funcs    []js.Func // globalThis.griff's functions, kept alive while Run plays

	firstFrame float64              // performance.now() when the first frame was drawn, ms; 0 before
	pending    *hosting.Playthrough // a replay to start at the next Update
	batch      int                  // the steps a frame of the replay takes, at least 1
	end        griff.Tick           // the last step of the replay playing; 0 when none
	ended      bool                 // the replay reached end, where the game stays
}

// newPage returns the page of a game lg plays in with opts.
func newPage(lg *hosting.LoadedGame, opts Options) *page {
	doc := js.Global().Get("document")
	pg := &page{lg: lg, opts: opts, perf: js.Global().Get("performance")}
	if doc.Truthy() {
		pg.timeline = doc.Get("timeline")
	}
	return pg
}

// options returns o with its problem sink also listing each problem in the
// page.
func (pg *page) options(o hosting.Options) hosting.Options {
	sink := o.Problems
	o.Problems = func(p scenes.Problem) {
		if sink != nil {
			sink(p)
		}
		pg.addProblem(p)
	}
	return o
}

// addProblem keeps p for griff.problems() and adds it to the page's list.
func (pg *page) addProblem(p scenes.Problem) {
	text := p.String()
	pg.problems = append(pg.problems, text)
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return
	}
	if !pg.list.Truthy() {
		pg.list = doc.Call("getElementById", ProblemsElementID)
	}
	if !pg.list.Truthy() {
		pg.list = doc.Call("createElement", "div")
		pg.list.Set("id", ProblemsElementID)
		doc.Get("body").Call("appendChild", pg.list)
	}
	el := doc.Call("createElement", "div")
	el.Set("className", "griff-problem griff-"+p.Severity.String())
	el.Set("textContent", text)
	pg.list.Call("appendChild", el)
}

// now returns the time of the frame being drawn, in ms: the document
// timeline's current time, which during a frame is the time
// requestAnimationFrame hands its callbacks (the frame's vsync, not when the
// callback happened to run), or performance.now() where there is no timeline.
func (pg *page) now() float64 {
	if pg.timeline.Truthy() {
		if t := pg.timeline.Get("currentTime"); t.Type() == js.TypeNumber {
			return t.Float()
		}
	}
	if pg.perf.Truthy() {
		return pg.perf.Call("now").Float()
	}
	return 0
}

// frameTime is the real time of this frame: the display's frame time
// through the pacer, or exactly one step while a replay plays.
func (pg *page) frameTime(h *host) time.Duration {
	step := h.game.Clock().StepDuration()
	if pg.end > 0 {
		if h.game.Clock().Tick() >= pg.end {
			return 0
		}
		return step
	}
	if pg.pacer == nil {
		pg.pacer = newFramePacer(step)
	}
	return pg.pacer.frame(pg.now())
}

// drawn notes the time of the first frame drawn.
func (pg *page) drawn(h *host) {
	if pg.firstFrame == 0 && pg.perf.Truthy() {
		pg.firstFrame = max(pg.perf.Call("now").Float(), 1e-3)
	}
}

// update starts a replay handed to griff.replay, runs its extra steps of
// the frame, and notes when it has reached its end.
func (pg *page) update(h *host) {
	if p := pg.pending; p != nil {
		pg.pending = nil
		if err := pg.startReplay(h, p); err != nil {
			fmt.Fprintln(h.log, err)
			h.game.Problems().Report(scenes.Problem{Severity: scenes.SeverityError, Message: err.Error()})
		}
	}
	if pg.end > 0 && !pg.ended {
		for range pg.batch - 1 { // the frame that follows takes the last one
			if h.game.Clock().Tick()+1 >= pg.end || h.loop.Faulted() {
				break
			}
			h.loop.Frame(h.game.Clock().StepDuration()) // an error was reported and paused the game
		}
	}
	if pg.end > 0 && !pg.ended && h.game.Clock().Tick() >= pg.end {
		pg.ended = true // frameTime hands no more time; pausing the clock would change the fingerprint
	}
}

// startReplay puts a new game in the host's place, made as the playthrough p
// was recorded (its seed, its input events, no saves, no sound), which then
// plays pg.batch steps a frame until p.Steps. The renderer and view are kept.
func (pg *page) startReplay(h *host, p *hosting.Playthrough) error {
	gopts := pg.opts.Game
	gopts.Input, gopts.Seed = input.NewScript(p.Events), p.Seed
	gopts.Saves, gopts.Output, gopts.OutputError = nil, nil, nil
	g, err := pg.lg.NewGame(pg.options(gopts))
	if err != nil {
		return fmt.Errorf("ebitenhost: the replay: %w", err)
	}
	if err := h.loop.Close(); err != nil {
		fmt.Fprintln(h.log, err)
	}
	h.game, h.live = g, nil
	h.loop = &hosting.Loop{Game: g, View: builder{h}, Report: h.reportFault, NoUndo: true}
	h.over = newOverlay(g.Problems(), pg.lg.Name)
	pg.end, pg.ended = p.Steps, false
	return nil
}

// replay checks the playthrough file data and hands it to the next Update,
// to play batch steps a frame.
func (pg *page) replay(data []byte, batch int) error {
	p, err := hosting.ReadPlaythrough("replay", bytes.NewReader(data))
	if err != nil {
		return err
	}
	if p.Game != pg.lg.Project.Name {
		return fmt.Errorf("ebitenhost: the replay was recorded with the game %q, not %q", p.Game, pg.lg.Project.Name)
	}
	if p.Content != pg.lg.ContentHash() {
		return fmt.Errorf("ebitenhost: the replay was recorded with other content of %q", p.Game)
	}
	if p.Steps == 0 {
		return fmt.Errorf("ebitenhost: the replay has no steps")
	}
	pg.pending, pg.batch = p, batch
	return nil
}

// state is griff.state(): "loading" before the first frame is drawn,
// "faulted" while the game is paused on a step that panicked, "ended" when a
// replay has played to its end, else "running".
func (pg *page) state(h *host) string {
	switch {
	case pg.firstFrame == 0:
		return "loading"
	case h.loop.Faulted():
		return "faulted"
	case pg.ended:
		return "ended"
	}
	return "running"
}
