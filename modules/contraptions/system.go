package contraptions

import (
	"fmt"
	"io"
	"io/fs"
	"path"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// StepContraptions is the module's one step, placed just before the
// physics step (runtime.Before(runtime.StepPhysics)), so what it sets on the
// bodies (a run's start, a belt's carry, a fan's push) is seen by the
// physics step that follows: it builds the puzzle being played, takes the
// player's edits in build mode, and in run mode checks the goals and works
// the machine's signals, gears, belts and fans.
var StepContraptions = runtime.NewStep("Contraptions")

// Systems returns a new contraptions system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// their physics system, runtime/physworld); a project naming
// "contraptions" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{link: newLink()}} }

// system is the contraptions system. Its state is all in the components;
// what it keeps is the puzzles read from their files and this step's view
// of the board.
type system struct {
	game    *runtime.Game      `griff:"-"`
	physics physworld.Physics  `griff:"-"`
	puzzles map[string]*Puzzle `griff:"-"` // read files, by name (looked up, never iterated)
	m       machine            `griff:"-"` // this step's parts, reused
	link    network.PressRelay `griff:"-"` // the network's presses (net.go)
	acts    []string           `griff:"-"` // this step's presses, reused
	shown   shownKey           `griff:"-"` // what the texts show (show.go)
	shownOK bool               `griff:"-"` // shown holds; false after a restore
}

// Restored forgets what the texts show (runtime.Restorer): a restore puts
// back texts written from another key.
func (s *system) Restored(*runtime.Game) { s.shownOK = false }

func (*system) Name() string { return "Contraptions" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.physics, ok = runtime.LookupService[physworld.Physics](g); !ok {
		return fmt.Errorf("contraptions: the game has no physics system (runtime/physworld): give it the built-in systems")
	}
	g.AddStep(StepContraptions, runtime.Before(runtime.StepPhysics), s.step)
	return nil
}

// step is StepContraptions. It reads the Board and marks its entity at the
// end if the step changed it (marks.go).
func (s *system) step(g *runtime.Game) {
	if s.link.Client() {
		s.link.SendLocal(g)
		return
	}
	for e, b := range scenes.ActiveRead[Board](g.Scene()) {
		was := *b
		s.play(g, e, b)
		markIfChanged(e, &was, b)
		return
	}
}

// puzzle returns the puzzle board b plays, reading its file the first
// time (its mistakes warn then); nil when b has none to play or it cannot
// be read.
func (s *system) puzzle(e *scenes.Entity, b *Board) *Puzzle {
	if b.Puzzle < 0 || b.Puzzle >= len(b.Puzzles) {
		return nil
	}
	name := path.Clean(b.Puzzles[b.Puzzle])
	if p, ok := s.puzzles[name]; ok {
		return p
	}
	if s.puzzles == nil {
		s.puzzles = map[string]*Puzzle{}
	}
	text, err := s.readFile(name)
	if err != nil {
		s.game.Problems().Warn(e, "Contraptions.Board", "%v", err)
		s.puzzles[name] = nil
		return nil
	}
	p, errs := ReadPuzzle(name, text)
	for _, err := range errs {
		s.game.Problems().Warn(e, "Contraptions.Board", "%v", err)
	}
	s.puzzles[name] = p
	return p
}

// readFile reads a puzzle file of the game folder.
func (s *system) readFile(name string) ([]byte, error) {
	fsys, ok := runtime.LookupService[fs.FS](s.game)
	if !ok {
		return nil, fmt.Errorf("%s: no game folder to read the puzzle from", name)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("%s: the puzzle file cannot be read: %w", name, err)
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, MaxPuzzleFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: the puzzle file cannot be read: %w", name, err)
	}
	return text, nil
}

// origin returns the board's top-left corner.
func origin(b *Board) (o [2]float64) {
	if b.Origin == (o) {
		return DefaultOrigin
	}
	return b.Origin
}

// presses returns the actions pressed this step: player 0's input and the
// commands players' machines sent (everyone builds the one machine).
func (s *system) presses(g *runtime.Game) []string {
	s.acts = s.link.Presses(g, s.acts[:0])
	return s.acts
}

// play is one step of board b on entity e.
func (s *system) play(g *runtime.Game, e *scenes.Entity, b *Board) {
	acts := s.presses(g)
	pz := s.puzzle(e, b)
	parts := child(e, "Parts")
	switch {
	case b.Mode == ModeDone:
		s.show(g, e, b, pz)
		return
	case pz == nil:
		s.show(g, e, b, pz)
		if has(acts, ActionRun) { // a puzzle that cannot be read is skipped
			s.next(g, b, parts)
		}
		return
	case parts != nil && b.Built != pz.Name:
		g.Destroy(parts) // built next step, once it is gone
		b.Built = ""
		return
	case parts == nil:
		s.build(g, e, b, pz)
		return
	}
	s.m.collect(parts, pz.Cols, pz.Rows)
	defer s.m.markWritten()
	s.check(g)
	s.settle(g, e, b, pz)
	switch b.Mode {
	case ModeBuild:
		if !pz.Solvable() && has(acts, ActionRun) { // a puzzle that cannot be solved is skipped
			s.next(g, b, parts)
			break
		}
		s.edit(g, parts, b, pz, s.pointer(g, b, pz, acts))
	case ModeRun:
		if has(acts, ActionRun) {
			s.reset(b)
		} else {
			s.run(g, e, b, pz)
		}
	case ModeSolved:
		if has(acts, ActionRun) {
			s.next(g, b, parts)
		}
	}
	s.looks()
	s.show(g, e, b, pz)
}

func has(acts []string, a string) bool {
	for _, x := range acts {
		if x == a {
			return true
		}
	}
	return false
}

// next goes on to the next puzzle, or to ModeDone after the last.
func (s *system) next(g *runtime.Game, b *Board, parts *scenes.Entity) {
	b.Puzzle = max(b.Puzzle+1, 0)
	b.Mode, b.Steps = ModeBuild, 0
	if b.Puzzle >= len(b.Puzzles) {
		b.Mode = ModeDone
	}
	if parts != nil {
		g.Destroy(parts)
	}
	b.Built = ""
}

// build adds the parts of puzzle pz under a new child "Parts" of the
// board's entity e, with the board's backdrop and the build cursor.
func (s *system) build(g *runtime.Game, e *scenes.Entity, b *Board, pz *Puzzle) {
	sc := g.Scene()
	o := origin(b)
	parts := sc.NewEntity("Parts", e)
	w, h := float64(pz.Cols*CellSize), float64(pz.Rows*CellSize)
	hw, hh := float64(w/2), float64(h/2)
	back := box(sc, parts, "Backdrop", o[0]+hw, o[1]+hh, w, h, colorBackdrop, -2)
	for c := 1; c < pz.Cols; c++ {
		box(sc, back, "Line", float64(c*CellSize)-hw, 0, 1, h, colorGrid, -1)
	}
	for r := 1; r < pz.Rows; r++ {
		box(sc, back, "Line", 0, float64(r*CellSize)-hh, w, 1, colorGrid, -1)
	}
	ghost := box(sc, parts, "Ghost", 0, 0, CellSize, CellSize, colorGood, 6)
	scenes.Get[visual.Shape](ghost).Outline = 2
	label(sc, ghost, 0, -24, "")
	if t := scenes.Get[visual.Text](child(ghost, "Label")); t != nil {
		t.Size, t.Layer = 12, 7
	}
	for _, p := range pz.Fixed {
		newPart(sc, parts, p, true, o)
	}
	b.Built, b.Mode, b.Steps = pz.Name, ModeBuild, 0
	b.Col, b.Row, b.Pick, b.Rot = pz.Cols/2, pz.Rows/2, 0, 0
}

// start begins a run: the balls and boxes become dynamic bodies.
func (s *system) start(b *Board) {
	for i, p := range s.m.ps {
		if p.Kind.dynamic() {
			if body := scenes.Get[physics.Body](s.m.es[i]); body != nil {
				body.Kind = physics.BodyDynamic
			}
		}
	}
	b.Mode, b.Steps = ModeRun, 0
}

// reset ends a run: every part goes back to its cell and rotation with its
// run state cleared, and the balls and boxes become still static bodies
// again, so the board is exactly as it was built (TestResetIsExact). A
// part whose body or door is already at rest is not marked changed for it
// (scenes' Change marks): a ball or box's body is always written, as a run
// made it dynamic; another part's static body is written when it differs
// from a still static body by ==, as the physics world writes no state into
// a static body and a run never makes one dynamic (a -0 a scene file gave
// one stays).
func (s *system) reset(b *Board) {
	o := origin(b)
	for i, p := range s.m.ps {
		e := s.m.es[i]
		e.Transform().Teleport(centre(p.place(), o))
		e.Transform().SetRotation(restAngle(p.place()))
		p.On, p.Next, p.Angle, p.Speed, p.Pressed = false, false, 0, 0, false
		if body := scenes.Read[physics.Body](e); body != nil && (p.Kind.dynamic() || *body != (physics.Body{Kind: physics.BodyStatic})) {
			e.MarkChanged()
			*body = physics.Body{Kind: physics.BodyStatic}
		}
		if p.Kind == KindDoor {
			if c := scenes.Read[physics.Collider](e); c != nil && len(c.Shapes) > 0 && c.Shapes[0].Sensor {
				e.MarkChanged()
				c.Shapes[0].Sensor = false
			}
		}
	}
	b.Mode, b.Steps = ModeBuild, 0
	s.looks()
}

// run is one step of a run: the goals are checked on where the machine is
// (after the last physics step); if they hold the puzzle is solved;
// otherwise the switches are read, the signals propagate, the doors open
// or close, the gears turn, the belts carry and the fans blow.
func (s *system) run(g *runtime.Game, e *scenes.Entity, b *Board, pz *Puzzle) {
	o := origin(b)
	if s.goalsMet(pz, o) {
		b.Mode = ModeSolved
		b.Solved++
		return
	}
	b.Steps++
	w := s.physics.World()
	dt := g.Clock().DeltaSeconds()
	s.m.switches(w, o)
	s.m.signals()
	for i, p := range s.m.ps {
		if p.Kind == KindDoor {
			if c := scenes.Read[physics.Collider](s.m.es[i]); c != nil && len(c.Shapes) > 0 && c.Shapes[0].Sensor != p.On {
				s.m.es[i].MarkChanged()
				c.Shapes[0].Sensor = p.On
			}
		}
	}
	s.m.gears(dt)
	s.m.conveyors(w, dt)
	s.m.fans(w, o, dt)
}

// check puts right, with a warning, what a scene or save file may have
// wrong in the parts (a rotation the kind does not have, an unknown kind),
// so no rule meets a value it cannot take.
func (s *system) check(g *runtime.Game) {
	for i, p := range s.m.ps {
		if p.Kind >= numKinds {
			g.Problems().Warn(s.m.es[i], "Contraptions.Part", "unknown part kind %d: it is a wall", p.Kind)
			p.Kind = KindWall
		}
		if n := p.Kind.Rotations(); p.Rot < 0 || p.Rot >= n {
			g.Problems().Warn(s.m.es[i], "Contraptions.Part", "a %s has rotation %d, not 0 to %d: it is 0", p.Kind, p.Rot, n-1)
			p.Rot = 0
		}
	}
	if b := s.board(); b != nil && (b.Mode > ModeDone) {
		g.Problems().Warn(nil, "Contraptions.Board", "unknown mode %d: the board builds", b.Mode)
		b.Mode = ModeBuild
	}
}

// settle puts right, with a warning, a cursor, pick or rotation of board b
// that a scene or save file gives out of range for puzzle pz, so the
// cursor drawn after a stopped run and every edit meet only values they
// can take.
func (s *system) settle(g *runtime.Game, e *scenes.Entity, b *Board, pz *Puzzle) {
	if b.Col < 0 || b.Col >= pz.Cols || b.Row < 0 || b.Row >= pz.Rows {
		g.Problems().Warn(e, "Contraptions.Board", "the cursor %d %d is off the %d by %d board: it is moved onto it", b.Col, b.Row, pz.Cols, pz.Rows)
		b.Col, b.Row = min(max(b.Col, 0), pz.Cols-1), min(max(b.Row, 0), pz.Rows-1)
	}
	if n := len(pz.Palette); n > 0 && (b.Pick < 0 || b.Pick >= n) {
		g.Problems().Warn(e, "Contraptions.Board", "pick %d is not a palette entry (0 to %d): it is 0", b.Pick, n-1)
		b.Pick = 0
	}
	if b.Rot < 0 || b.Rot > 3 {
		g.Problems().Warn(e, "Contraptions.Board", "rotation %d is not 0 to 3: it is 0", b.Rot)
		b.Rot = 0
	}
}

// board returns the board being played, or nil, for reading: the step
// marks its entity if it changed (marks.go).
func (s *system) board() *Board {
	for _, b := range scenes.ActiveRead[Board](s.game.Scene()) {
		return b
	}
	return nil
}
