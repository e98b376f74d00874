package rhythm

import (
	"io/fs"
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/beat"
	"github.com/griffengine/griff/scenes"
)

// The steps of the rhythm system.
var (
	// StepRhythm plays every Lanes one step: presses and releases judged
	// at the moment they happened, notes passed counted missed, holds
	// ended, record mode's taps taken down (logic phase, after the beat
	// of runtime.StepBeat).
	StepRhythm = runtime.NewStep("Rhythm")
	// StepRhythmView shows each Lanes on the entities under its View
	// (present phase, right before runtime.StepCameras).
	StepRhythmView = runtime.NewStep("RhythmView")
)

// system owns the Lanes and View components. Its fields are not state:
// charts caches the charts read (a chart file does not change while the
// game runs), prefs are the player's, link is the network's (net.go).
type system struct {
	game   *runtime.Game     `griff:"-"`
	charts map[string]loaded `griff:"-"`
	prefs  prefsState        `griff:"-"`
	link   netLink           `griff:"-"`
	was    wasLanes          `griff:"-"` // the Lanes being stepped as its step began (marks.go)
	wasV   wasView           `griff:"-"` // the View being drawn as its step began (marks.go)
}

// loaded is a chart read, or why it was not.
type loaded struct {
	c   *Chart
	err error
}

// Systems returns new systems of the module for one game: the one rhythm
// system. Give it to runtime.NewGame (after the beat system, which
// runtime/builtins has) to use the module in a game built in code; a
// project naming "rhythm" in its modules gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{charts: map[string]loaded{}}} }

func (*system) Name() string { return "Rhythm" }

// Setup adds the system's steps and provides its service.
func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepRhythm, runtime.InPhase(runtime.PhaseLogic), s.play)
	g.AddStep(StepRhythmView, runtime.Before(runtime.StepCameras), s.view)
	runtime.Provide[Rhythm](g, s)
	return nil
}

// chart returns the chart of l, read once per game through the game
// folder (the service fs.FS); a chart that does not read warns once, naming
// the entity, and gives nil.
func (s *system) chart(e *scenes.Entity, l *Lanes) *Chart {
	if ld, ok := s.charts[l.Chart]; ok {
		return ld.c
	}
	var ld loaded
	fsys, ok := runtime.LookupService[fs.FS](s.game)
	switch {
	case l.Chart == "":
		ld.err = errNoChart
	case !ok:
		ld.err = errNoFolder
	default:
		data, err := fs.ReadFile(fsys, l.Chart)
		if err != nil {
			ld.err = err
		} else {
			ld.c, ld.err = ReadChart(l.Chart, data)
		}
	}
	if ld.err != nil {
		s.game.Problems().Warn(e, lanesName, "chart %q: %v", l.Chart, ld.err)
	}
	s.charts[l.Chart] = ld
	return ld.c
}

// track returns the scene's first active beat Track, giving it c's tempo
// and offset; a scene without one gets one on e, started now. (The Lanes of
// one scene play one song: charts of other tempos would take turns.)
func (s *system) track(e *scenes.Entity, c *Chart) *beat.Track {
	// Read read-only (no change mark, so a Timeline shares the track's
	// record) and marked when its tempo is written.
	var tr *beat.Track
	te := e
	for o, t := range scenes.ActiveRead[beat.Track](s.game.Scene()) {
		te, tr = o, t
		break
	}
	if tr == nil {
		tr = scenes.Add(e, beat.Track{Started: true, StartedAt: s.game.Clock().Now(), Told: -1})
	}
	if tr.BPM != c.BPM || tr.Offset != c.Offset || !slices.Equal(tr.Changes, c.Tempo) {
		te.MarkChanged()
		tr.BPM, tr.Offset = c.BPM, c.Offset
		tr.Changes = append(tr.Changes[:0], c.Tempo...)
	}
	return tr
}

// Rhythm is the rhythm system's service: what scripts, hosts and other
// systems may ask of the plays. Find it with runtime.Service[Rhythm] or Of.
// Every method must be called from the game's goroutine.
type Rhythm interface {
	// Chart returns the chart the Lanes on e plays, or nil if e has none
	// or its chart does not read.
	Chart(e *scenes.Entity) *Chart
	// Recorded returns the chart record mode wrote for the Lanes on e, and
	// whether it has written one (at the end of the recording).
	Recorded(e *scenes.Entity) (string, bool)
	// Prefs returns the player's settings; SetPrefs sets them and keeps
	// them in the saves store (see Prefs).
	Prefs() Prefs
	SetPrefs(p Prefs) error
}

// Of returns g's Rhythm service. Of panics if g has no rhythm system.
func Of(g *runtime.Game) Rhythm { return runtime.Service[Rhythm](g) }

// Chart returns the chart of the Lanes on e (Rhythm).
func (s *system) Chart(e *scenes.Entity) *Chart {
	l := scenes.Get[Lanes](e)
	if l == nil {
		return nil
	}
	return s.chart(e, l)
}

// Recorded returns record mode's chart of the Lanes on e (Rhythm).
func (s *system) Recorded(e *scenes.Entity) (string, bool) {
	l := scenes.Get[Lanes](e)
	if l == nil || l.Recorded == "" {
		return "", false
	}
	return l.Recorded, true
}
