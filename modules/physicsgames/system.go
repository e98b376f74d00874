package physicsgames

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// StepPlay is the module's step before the physics (runtime.StepPhysics):
// it reads the player's input and sets the bodies it owns: the title's
// menu, the sling's pull and launch, the camera, the flippers, the plunger
// and nudges.
var StepPlay = runtime.NewStep("PhysicsGames")

// StepResolve is the module's step after the physics (in the resolve
// phase): it reads the world's touches: damage and breaks, the win, kicks,
// lanes and the drain.
var StepResolve = runtime.NewStep("PhysicsGamesResolve")

// BestRecord is the saves store's record (runtime/saves.Records) of the
// best scores: one line a level, "level score". It is read when a level
// starts (shown, never played on) and written when a level ends with a
// better score.
const BestRecord = "physicsgames-best"

// TitleScene is the scene a finished level goes back to.
const TitleScene = "title"

// Systems returns a new physics games system for one game (the module's
// one system). Give it to runtime.NewGame after the built-in systems (it
// needs their physics and scene-change services); a project naming
// "physicsgames" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the physics games system. Its state is all in the components.
type system struct {
	game    *runtime.Game     `griff:"-"`
	physics physworld.Physics `griff:"-"`
	flow    sceneflow.Scenes  `griff:"-"`
	link    netLink           `griff:"-"`
	pts     []griff.Vec       `griff:"-"` // the preview, reused
	ahead   []time.Duration   `griff:"-"` // the preview's steps, reused
	shown   hudKey            `griff:"-"` // what the HUD line shows
}

// Restored forgets what the HUD line shows (runtime.Restorer): a restore puts
// back a HUD line shown must not be taken for. No key has a nil HUD entity,
// so the zero key matches none.
func (s *system) Restored(*runtime.Game) { s.shown = hudKey{} }

func (*system) Name() string { return "PhysicsGames" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.physics, ok = runtime.LookupService[physworld.Physics](g); !ok {
		return fmt.Errorf("physicsgames: the game has no physics system (runtime/physworld): give it the built-in systems")
	}
	s.flow, _ = runtime.LookupService[sceneflow.Scenes](g)
	g.AddStep(StepPlay, runtime.Before(runtime.StepPhysics), s.play)
	g.AddStep(StepResolve, runtime.InPhase(runtime.PhaseResolve), s.resolve)
	return nil
}

// world returns the physics world of the scene being played.
func (s *system) world() *physics.World { return s.physics.World() }

// play is StepPlay. Titles, slings and tables are read and their entities marked
// if the step changed them (marks.go).
func (s *system) play(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g)
		return
	}
	in := s.input(g)
	sc := g.Scene()
	for e, t := range scenes.ActiveRead[Title](sc) {
		was := *t
		s.title(e, t, in)
		if !sameTitle(&was, t) {
			e.MarkChanged()
		}
	}
	for e, sl := range scenes.ActiveRead[Sling](sc) {
		was := *sl
		s.sling(e, sl, in)
		markSling(e, &was, sl)
	}
	for e, t := range scenes.ActiveRead[Table](sc) {
		was := *t
		s.table(e, t, in)
		markTable(e, &was, t)
	}
	s.link.held &^= s.link.tapped // a tap shorter than a step is held for one step
	s.link.pressed, s.link.tapped = 0, 0
}

// resolve is StepResolve.
func (s *system) resolve(g *runtime.Game) {
	if s.link.client() {
		return
	}
	sc := g.Scene()
	for e, sl := range scenes.ActiveRead[Sling](sc) {
		was := *sl
		s.breakBlocks(e, sl)
		markSling(e, &was, sl)
	}
	for e, t := range scenes.ActiveRead[Table](sc) {
		was := *t
		s.tableTouches(t)
		markTable(e, &was, t)
	}
}

// controls is one step's input of the player: the local player 0's and
// what a remote player sent.
type controls struct {
	st              *input.State
	held, pressed   uint8
	released        uint8
	pointer         input.Pointer
	pullHeld        bool
	pullIn, pullOut bool
}

func (s *system) input(g *runtime.Game) controls {
	st := g.Input()
	c := controls{st: st, pointer: st.Pointer(0)}
	for i, a := range actionNames {
		bit := uint8(1) << i
		if st.Held(0, a) {
			c.held |= bit
		}
		if st.Pressed(0, a) {
			c.pressed |= bit
		}
		if st.Released(0, a) {
			c.released |= bit
		}
	}
	c.held |= s.link.held
	c.pressed |= s.link.pressed
	c.released |= s.link.released
	s.link.released = 0
	c.pullHeld, c.pullIn, c.pullOut = st.Held(0, ActionPull), st.Pressed(0, ActionPull), st.Released(0, ActionPull)
	return c
}

func bitOf(a string) uint8 {
	for i, n := range actionNames {
		if n == a {
			return 1 << i
		}
	}
	return 0
}

// Held, Pressed and Released report an action's state this step.
func (c controls) Held(a string) bool     { return c.held&bitOf(a) != 0 }
func (c controls) Pressed(a string) bool  { return c.pressed&bitOf(a) != 0 }
func (c controls) Released(a string) bool { return c.released&bitOf(a) != 0 }

// change asks for scene name, from entity e's component.
func (s *system) change(e *scenes.Entity, component, name string) {
	if s.flow == nil {
		s.game.Problems().Warn(e, component, "the game cannot change scenes (no runtime/sceneflow): staying")
		return
	}
	if _, pending := s.flow.Pending(); pending || s.flow.Changing() {
		return
	}
	s.flow.ChangeFrom(e, component, name)
}

// records returns the saves store's records, if the game has a store.
func (s *system) records() (saves.Records, bool) {
	return runtime.LookupService[saves.Records](s.game)
}

// bestScores reads the best-score record: level → score. Lines that do
// not read are skipped with a warning.
func (s *system) bestScores() map[string]int {
	r, ok := s.records()
	if !ok {
		return map[string]int{}
	}
	data, err := r.ReadRecord(BestRecord)
	if err != nil {
		return map[string]int{} // none yet, or the store's error is in the problem log
	}
	out, errs := ParseBest(data)
	for _, err := range errs {
		s.game.Problems().Warn(nil, "PhysicsGames", "%v", err)
	}
	return out
}

// MaxBestRecord is the largest best-score record read, in bytes; a larger
// one (damaged, or not this module's) is ignored with a warning.
const MaxBestRecord = 64 << 10

// ParseBest reads a best-score record (BestRecord): one line a level,
// "level score", the score a whole number from 0. It returns the scores by
// level (a level named twice: the higher) and an error for each line that
// does not read, naming the record and the line ("physicsgames-best:3: ...").
func ParseBest(data []byte) (map[string]int, []error) {
	out := map[string]int{}
	if len(data) > MaxBestRecord {
		return out, []error{fmt.Errorf("%s: %d bytes, more than %d: ignored", BestRecord, len(data), MaxBestRecord)}
	}
	var errs []error
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		name, num, ok := strings.Cut(line, " ")
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if !ok || name == "" || err != nil || n < 0 {
			errs = append(errs, fmt.Errorf("%s:%d: want \"level score\" (a whole score from 0), have %q: skipped", BestRecord, i+1, line))
			continue
		}
		out[name] = max(out[name], n)
	}
	return out, errs
}

// best returns the best score of level.
func (s *system) best(level string) int { return s.bestScores()[level] }

// keepBest writes score as level's best if it is better.
func (s *system) keepBest(level string, score int) {
	r, ok := s.records()
	if !ok || level == "" || strings.ContainsAny(level, " \n") {
		return
	}
	all := s.bestScores()
	if score <= all[level] {
		return
	}
	all[level] = score
	var b bytes.Buffer
	for _, name := range sortedKeys(all) {
		fmt.Fprintf(&b, "%s %d\n", name, all[name])
	}
	if err := r.WriteRecord(BestRecord, b.Bytes()); err != nil {
		s.game.Problems().Warn(nil, "PhysicsGames", "keeping the best score: %v", err)
	}
}
