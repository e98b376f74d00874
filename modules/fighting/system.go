package fighting

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// StepFighting is the module's one step (logic phase): it plays every
// Match of the scene one step (the title's menu, the rounds, both
// fighters, their hits) and shows it (poses, boxes, texts).
var StepFighting = runtime.NewStep("Fighting")

// Systems returns a new fighting system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems; a project
// naming "fighting" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{chars: map[string]loaded{}}} }

// loaded is a move list read, or nil and why.
type loaded struct {
	c    *Character
	errs []error
}

// system is the fighting system. Every bit of the game's state is in the
// Match and Fighter components (so a rollback puts it all back); the
// system keeps only the move lists read (a file does not change while the
// game runs) and the step's view of the scene.
type system struct {
	game  *runtime.Game     `griff:"-"`
	chars map[string]loaded `griff:"-"`
	fs    [2]*Fighter       `griff:"-"` // this step's fighters, by side
	es    [2]*scenes.Entity `griff:"-"`
	cs    [2]*Character     `griff:"-"`
	hits  [2]hit            `griff:"-"`
	buf   []byte            `griff:"-"`
	me    *scenes.Entity    `griff:"-"` // this step's match
	wasF  [2]Fighter        `griff:"-"` // the fighters of fs as the step began (marks.go)
}

func (*system) Name() string { return "Fighting" }

// Setup adds StepFighting.
func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepFighting, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

var errNoFolder = errors.New("the game has no folder to read it from")

// characterAt returns the character of m's characters entry i (from 0),
// as character does; an empty entry warns, saying which, and gives nil.
func (s *system) characterAt(e *scenes.Entity, m *Match, i int) *Character {
	path := m.Characters[i]
	if strings.TrimSpace(path) == "" {
		if e == nil {
			e = s.me
		}
		s.game.Problems().Warn(e, "Fighting.Match", "characters entry %d of %d is an empty path: name a move list file there (moves/ryo.moves)", i+1, len(m.Characters))
		return nil
	}
	return s.character(e, path)
}

// character returns the character of move list file path, read once per
// game through the game folder (the service fs.FS); its mistakes warn
// once each, naming the entity. A file that gives no character gives nil.
func (s *system) character(e *scenes.Entity, path string) *Character {
	if e == nil {
		e = s.me
	}
	ld, ok := s.chars[path]
	if !ok {
		fsys, has := runtime.LookupService[fs.FS](s.game)
		switch {
		case !has:
			ld.errs = []error{fmt.Errorf("%s: %w", path, errNoFolder)}
		default:
			data, err := fs.ReadFile(fsys, path)
			if err != nil {
				ld.errs = []error{err}
			} else {
				ld.c, ld.errs = ReadMoves(path, data)
			}
			if ld.c != nil && ld.c.Sheet != "" {
				ld.errs = append(ld.errs, readSheet(fsys, ld.c)...)
			}
		}
		s.chars[path] = ld
	}
	for _, err := range ld.errs {
		s.game.Problems().Warn(e, "Fighting.Match", "%v", err)
	}
	return ld.c
}

// step is StepFighting. It reads the Match and the fighters and marks the
// entities of those it changed at its end (marks.go).
func (s *system) step(g *runtime.Game) {
	for e, m := range scenes.ActiveRead[Match](g.Scene()) {
		was := *m
		if s.collect(g, e, m) {
			s.play(g, e, m)
			s.show(e, m)
		}
		s.mark(e, &was, m)
		return
	}
}

// collect finds the match's two fighters and their characters; false (with
// a warning) when the scene does not hold them.
func (s *system) collect(g *runtime.Game, e *scenes.Entity, m *Match) bool {
	s.fs, s.es, s.me = [2]*Fighter{}, [2]*scenes.Entity{}, e
	for fe, f := range scenes.ActiveRead[Fighter](g.Scene()) {
		if f.Side != 0 && f.Side != 1 {
			g.Problems().Warn(fe, "Fighting.Fighter", "side %d is not 0 or 1: left out", f.Side)
			continue
		}
		if s.fs[f.Side] == nil {
			s.fs[f.Side], s.es[f.Side], s.wasF[f.Side] = f, fe, *f
		}
	}
	if s.fs[0] == nil || s.fs[1] == nil {
		g.Problems().Warn(e, "Fighting.Match", "the scene needs two active Fighting.Fighter, sides 0 and 1")
		return false
	}
	if len(m.Characters) == 0 {
		g.Problems().Warn(e, "Fighting.Match", "no characters: list move list files in characters")
		return false
	}
	for i, f := range s.fs {
		f.Char = max(min(f.Char, len(m.Characters)-1), 0)
		s.cs[i] = s.characterAt(e, m, f.Char)
		if s.cs[i] == nil {
			return false
		}
		s.checkFighter(s.es[i], f, s.cs[i])
	}
	s.checkMatch(e, m)
	return true
}

// maxStun is the most steps of stun a move can give (MaxSteps and a
// counter hit's CounterStun), the most a Fighter's Stun may hold.
const maxStun = MaxSteps + CounterStun

// maxHeight is the most height a Fighter may hold (units; juggles of a
// move list's highest launches reach about 3,300), a tenth of it its
// falling speed and a hundredth its rising speed.
const maxHeight = 20000

// checkFighter puts back in range (with a warning) the state of f a scene
// file or a save may hold out of it: a move or shot not of c's list, an
// input history count that would index outside it, a place outside the
// walls, a health outside 0 to c's, a facing not 1 or -1 (it scales the
// boxes), a meter outside 0 to MaxMeter, a stun, lying or pushback longer
// than any move gives, a height or speed far off the stage. None of these happen in play; most
// would panic or freeze the fighter.
func (s *system) checkFighter(e *scenes.Entity, f *Fighter, c *Character) {
	warn := func(format string, args ...any) {
		s.game.Problems().Warn(e, "Fighting.Fighter", format, args...)
	}
	if f.Move < -1 || f.Move >= len(c.Moves) {
		warn("move %d is not a move of %s (0 to %d, or -1): none", f.Move, c.ID, len(c.Moves)-1)
		f.Move, f.MoveStep = -1, 0
	}
	if f.Shot.Live && (f.Shot.Move < 0 || f.Shot.Move >= len(c.Moves)) {
		warn("shot's move %d is not a move of %s: the shot is gone", f.Shot.Move, c.ID)
		f.Shot = Shot{}
	}
	if f.Input.N < 0 || f.Input.N > 1<<40 {
		warn("input n %d is out of range: 0", f.Input.N)
		f.Input.N = 0
	}
	clamp := func(name string, v *int, lo, hi int) {
		if *v < lo || *v > hi {
			warn("%s %d is not from %d to %d: %d", name, *v, lo, hi, max(min(*v, hi), lo))
			*v = max(min(*v, hi), lo)
		}
	}
	clamp("x", &f.X, WallLeft, WallRight)
	clamp("health", &f.Health, 0, c.Health)
	if f.Facing != 1 && f.Facing != -1 {
		facing := 1
		if f.Facing < 0 {
			facing = -1
		}
		warn("facing %d is not 1 or -1: %d", f.Facing, facing)
		f.Facing = facing
	}
	clamp("stun", &f.Stun, 0, maxStun)
	clamp("down", &f.Down, 0, DownSteps)
	clamp("push", &f.Push, 0, 200)
	clamp("meter", &f.Meter, 0, MaxMeter)
	clamp("y", &f.Y, 0, maxHeight)
	clamp("vx", &f.VX, -40, 40)
	clamp("vy", &f.VY, -maxHeight/10, maxHeight/100)
	if f.Y > 0 && !f.Air {
		f.Air = true // off the ground: falls
	}
}

// checkMatch puts back in range (with a warning) the state of m a scene
// file or a save may hold out of it: a phase not of the list, steps left,
// a hit stop or a timer longer than a match has, round wins outside 0 to
// MaxRounds (the HUD draws a pip a win).
func (s *system) checkMatch(e *scenes.Entity, m *Match) {
	warn := func(format string, args ...any) {
		s.game.Problems().Warn(e, "Fighting.Match", format, args...)
	}
	if m.Phase > PhaseOver {
		warn("phase %d is not a phase (0 to %d): the title", m.Phase, PhaseOver)
		m.Phase, m.Announce = PhaseTitle, ""
	}
	clamp := func(name string, v *int, lo, hi int) {
		if *v < lo || *v > hi {
			warn("%s %d is not from %d to %d: %d", name, *v, lo, hi, max(min(*v, hi), lo))
			*v = max(min(*v, hi), lo)
		}
	}
	clamp("left", &m.Left, 0, max(IntroSteps, EndSteps, OverSteps))
	clamp("freeze", &m.Freeze, 0, HitStop)
	clamp("timer", &m.Timer, 0, RoundSeconds*stepRate)
	clamp("round", &m.Round, 0, MaxRounds)
	clamp("wins[0]", &m.Wins[0], 0, MaxRounds)
	clamp("wins[1]", &m.Wins[1], 0, MaxRounds)
}

// show sets each fighter's entity where it stands and the match's texts.
func (s *system) show(e *scenes.Entity, m *Match) {
	for i, f := range s.fs {
		c := s.cs[i]
		tr, p := s.es[i].Transform(), stagePoint(f.X, f.Y)
		if d := p.Sub(tr.Position()); d[0] > jumpAt || d[0] < -jumpAt || d[1] > jumpAt || d[1] < -jumpAt {
			tr.Teleport(p) // a new round: shown there at once, not sliding
		} else {
			tr.SetPosition(p)
		}
		f.Boxes = m.Mode == ModeTraining && m.Phase != PhaseTitle
		m.Bars[i] = [3]int{f.Health, c.Health, f.Meter}
		if m.Phase == PhaseTitle {
			m.Bars[i] = [3]int{}
		}
		f.Look = c.Look
		if m.Phase == PhaseTitle {
			f.Look = s.pickLook(m, i, f.Look)
		}
		s.boxes(f, c)
		f.Pose = pose(f, c)
	}
	s.texts(e, m)
}

// pickLook returns the look of the character side i would play if the
// title's pick started now (player 0's pick, the rival of the mode
// pointed at), or look when its move list does not read: the fighters on
// the title show the picks.
func (s *system) pickLook(m *Match, i int, look int) int {
	ch := max(min(m.Char, len(m.Characters)-1), 0)
	if i == 1 {
		ch = rival(m, Mode(max(min(m.Pick, len(modeNames)-1), 0)))
	}
	if c := s.characterAt(nil, m, ch); c != nil {
		return c.Look
	}
	return look
}

// jumpAt is how far a fighter must move in one step to be shown there at
// once (a new round), not slid to between steps.
const jumpAt = 64

// setText sets the text of e's child named name, if it has a Griff.Text.
func setText(e *scenes.Entity, name string, b []byte) {
	for _, c := range e.Children() {
		if c.Name() != name {
			continue
		}
		if t := scenes.Read[visual.Text](c); t != nil && t.Text != string(b) {
			c.MarkChanged()
			t.Text = string(b)
		}
		return
	}
}
