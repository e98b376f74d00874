package blocks

import (
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The steps of the blocks system.
var (
	// StepBlocks plays every Well one step: input, hold, turns, moves,
	// gravity, locks and clears (logic phase, where gameplay decides).
	StepBlocks = runtime.NewStep("Blocks")
	// StepBlocksView shows each Well's state on the entities under its View
	// (present phase, right before runtime.StepCameras, so a camera following
	// the piece sees where it is this step).
	StepBlocksView = runtime.NewStep("BlocksView")
)

// system owns the Well and View components. Its fields are not state:
// checked remembers the scene it checked (a restored game checks its scene
// again, which changes nothing in a good one), link is the network's (net.go).
type system struct {
	checked *scenes.Scene `griff:"-"`
	game    *runtime.Game `griff:"-"`
	link    netLink       `griff:"-"`
}

// Systems returns new systems of the module for one game: the one blocks
// system. Give it to runtime.NewGame to use the module in a game built in
// code; a project naming "blocks" in its modules gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

func (*system) Name() string { return "Blocks" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepBlocks, runtime.InPhase(runtime.PhaseLogic), s.play)
	g.AddStep(StepBlocksView, runtime.Before(runtime.StepCameras), s.view)
	runtime.Provide[Wells](g, s)
	return nil
}

// play checks a new scene's wells once (and a Well that has not started, so
// one added later is checked on its first step), then steps each.
func (s *system) play(g *runtime.Game) {
	if s.link.client() {
		s.sendHandling(g) // the host plays; its wells come back in snapshots
		return
	}
	first := s.checked != g.Scene()
	s.checked = g.Scene()
	dt := g.Clock().Delta()
	for e, w := range runtime.Each[Well](g) {
		if first || !w.Started { // a Well added after the scene came in, too
			check(g.Problems(), e, w)
		}
		if w.Handling != "" {
			handling(g.Problems(), e, w)
		}
		c := s.controls(g, e, w)
		w.Step(c, dt, g.Rand())
		if w.Over && w.Exit != "" && w.Ended >= ExitWait && c.HardDrop {
			if sf, ok := runtime.LookupService[sceneflow.Scenes](g); ok {
				sf.ChangeFrom(e, wellName, w.Exit)
			}
		}
	}
}

// handling reads the Well's DAS and ARR from the widgets its Handling names
// (see Well.Handling); a name or widget that is not there warns once and
// leaves the setting as it is, a value above MaxDAS or MaxARR warns once and
// is clamped.
func handling(p warner, e *scenes.Entity, w *Well) {
	h := e.FindFor(wellName, w.Handling)
	if h == nil {
		return
	}
	for _, c := range h.Children() {
		wd := scenes.Read[ui.Widget](c) // the widgets are only read
		if wd == nil {
			continue
		}
		steps := -1 // the Well's "none", for 0 and below (and NaN)
		if wd.Value >= 1 {
			steps = int(min(wd.Value, 1e6))
		}
		switch c.Name() {
		case "DAS":
			w.DAS = widgetSteps(p, e, w.Handling, "DAS", steps, MaxDAS)
		case "ARR":
			w.ARR = widgetSteps(p, e, w.Handling, "ARR", steps, MaxARR)
		}
	}
}

// widgetSteps returns steps read from the widget name under menu, clamped to
// most with a warning naming the widget when it is above.
func widgetSteps(p warner, e *scenes.Entity, menu, name string, steps, most int) int {
	if steps > most {
		p.Warn(e, wellName, "%s widget %s/%s gives %d steps, above %d; using %d", strings.ToLower(name), menu, name, steps, most, most)
		return most
	}
	return steps
}

// Wells is the blocks system's service: what scripts and other systems may
// ask about the games being played. Find it with runtime.Service[Wells].
type Wells interface {
	// Summary returns the state of the Well on e and true, or false if e has
	// none.
	Summary(e *scenes.Entity) (Summary, bool)
}

// Summary is a Well's counts, as Wells reports them.
type Summary struct {
	// Mode is the Well's mode.
	Mode Mode
	// Score, Lines, Level and Pieces are its counts (Well's fields of those
	// names).
	Score, Lines, Level, Pieces int
	// Steps is the steps played: the sprint's timer (see Clock).
	Steps int
	// Over, Won and Started are the Well's flags of those names.
	Over, Won, Started bool
}

// Summary reports the Well on e (Wells).
func (*system) Summary(e *scenes.Entity) (Summary, bool) {
	w := scenes.Get[Well](e)
	if w == nil {
		return Summary{}, false
	}
	return Summary{w.Mode, w.Score, w.Lines, w.Level, w.Pieces, w.Steps, w.Over, w.Won, w.Started}, true
}
