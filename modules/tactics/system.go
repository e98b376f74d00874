package tactics

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/grid/sight"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// The module's steps: StepTacticsCommand (logic, before the grid moves)
// starts each side's phase, takes the player's input and commands and plays
// the enemy's AI; StepTacticsResolve (logic, after the grid moves) finishes
// what a unit's walk began (its attack), checks the win and loss, and draws
// the overlays, fog and texts.
var (
	StepTacticsCommand = runtime.NewStep("TacticsCommand")
	StepTacticsResolve = runtime.NewStep("TacticsResolve")
)

// Systems returns a new tactics system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it places
// its steps around runtime.StepGridMoves and plays its sides' phases on
// runtime/turns, so the grid and turns systems must be in the game); a
// project naming "tactics" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the tactics system. Its fields are working memory rebuilt each
// step from the battle's components: it keeps no state.
type system struct {
	game   *runtime.Game `griff:"-"`
	field  Field         `griff:"-"` // the map and who stands where, this step
	units  []unitRef     `griff:"-"` // the battle's live units, hierarchy order
	show   []uint8       `griff:"-"` // per cell: the overlay drawn (show* constants)
	threat []bool        `griff:"-"` // Field.Threat's answer, reused
	seen   []bool        `griff:"-"` // per cell: seen by the player's side (fog)
	view   *sight.View   `griff:"-"` // one unit's view, reused
	path   []grid.Cell   `griff:"-"` // a path being planned, reused
	link   netLink       `griff:"-"` // the network's commands (net.go)
}

// unitRef is one live unit of the battle. u and m are read-only pointers
// (scenes.Read): code that writes either calls write first.
type unitRef struct {
	e *scenes.Entity
	u *Unit
	m *grid.Mover
}

// write marks r's entity changed before its Unit or Mover is written (gather
// reads them read-only, so a Timeline writes only the units that changed).
func (r *unitRef) write() { r.e.MarkChanged() }

func (*system) Name() string { return "Tactics" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepTacticsCommand, runtime.Before(runtime.StepGridMoves), s.command)
	g.AddStep(StepTacticsResolve, runtime.After(runtime.StepGridMoves), s.resolve)
	return nil
}

// battle returns the scene's first active Battle, or nil, for reading: the
// steps mark its entity at their end if they changed it (markBattle).
func (s *system) battle() (*scenes.Entity, *Battle) {
	for e, b := range scenes.ActiveRead[Battle](s.game.Scene()) {
		return e, b
	}
	return nil, nil
}

// gather fills s.field and s.units from the battle e: its terrain and its
// live units (HP above 0, active, with a mover), in hierarchy order.
func (s *system) gather(e *scenes.Entity, b *Battle) {
	s.mend(b)
	fillTerrain(&s.field, b)
	s.units = s.units[:0]
	for _, c := range e.Children() {
		u, m := scenes.Read[Unit](c), scenes.Read[grid.Mover](c)
		if u == nil || m == nil || u.HP <= 0 || !c.Alive() || !c.ActiveInHierarchy() {
			continue
		}
		if mended := mendedUnit(*u); !sameStats(mended, *u) {
			c.MarkChanged()
			*u = mended
		}
		s.units = append(s.units, unitRef{c, u, m})
		if i := s.field.Index(m.Cell); i >= 0 {
			s.field.Side[i] = sideCode(u.Side)
		}
	}
}

func sideCode(side string) uint8 {
	if side == SidePlayer {
		return 1
	}
	return 2
}

// unit returns the live unit numbered n, or nil.
func (s *system) unit(n int) *unitRef {
	for i := range s.units {
		if s.units[i].u.Number == n {
			return &s.units[i]
		}
	}
	return nil
}

// unitAt returns the live unit on cell c, or nil.
func (s *system) unitAt(c grid.Cell) *unitRef {
	for i := range s.units {
		if s.units[i].m.Cell == c {
			return &s.units[i]
		}
	}
	return nil
}

// reach runs the field's ReachPassing for r from where it stands (through
// its own side's units), not counting r's own cell as taken.
func (s *system) reach(r *unitRef, from grid.Cell, move int) {
	i := s.field.Index(r.m.Cell)
	keep := uint8(0)
	if i >= 0 {
		keep, s.field.Side[i] = s.field.Side[i], 0
	}
	s.field.ReachPassing(from, move, r.u.Movement, sideCode(r.u.Side))
	if i >= 0 {
		s.field.Side[i] = keep
	}
}

// passThrough starts the step of a walking unit into the cell of a unit of
// its own side, which the grid would refuse (its movers never share a
// cell): the unit's mover is set stepping as the grid sets it (Cell the
// ally's, From its own, sliding over its step time), and the grid slides it
// on and takes its next steps. Unit.NextStep leaves such a step to it.
func (s *system) passThrough() {
	for _, r := range s.units {
		if r.m.Moving || len(r.u.Path) == 0 {
			continue
		}
		next := r.u.Path[0]
		at := s.unitAt(next)
		if at == nil || at.e == r.e || at.u.Side != r.u.Side || Distance(r.m.Cell, next) != 1 {
			continue
		}
		pace := r.m.StepTime
		if pace <= 0 {
			pace = grid.DefaultStepTime
		}
		r.write()
		r.m.Facing = grid.DirTo(r.m.Cell, next)
		r.m.From, r.m.Cell = r.m.Cell, next
		r.m.Pace, r.m.Elapsed, r.m.Moving = pace, 0, true
		r.m.Steps++
		r.u.Path = r.u.Path[1:]
		if len(r.u.Path) == 0 {
			r.u.Path = nil
		}
	}
}

// moving reports whether any unit walks or has cells left to walk.
func (s *system) moving() bool {
	for _, r := range s.units {
		if r.m.Moving || len(r.u.Path) > 0 {
			return true
		}
	}
	return false
}

// command is StepTacticsCommand.
func (s *system) command(g *runtime.Game) {
	e, b := s.battle()
	if b == nil {
		return
	}
	was := *b
	defer markBattle(e, &was, b)
	s.gather(e, b)
	if s.link.client() {
		s.sendLocal(g, b)
		return
	}
	if b.Result != "" {
		s.link.queue = s.link.queue[:0]
		b.Banner = ""
		return
	}
	s.beginPhases(e, b)
	if b.Wait > 0 {
		b.Wait -= g.Clock().Delta()
		return
	}
	b.Banner = ""
	s.passThrough()
	if s.moving() {
		return
	}
	switch b.Phase {
	case SidePlayer:
		if !s.playQueued(e, b) {
			s.playerInput(e, b)
		}
	case SideEnemy:
		s.link.queue = s.link.queue[:0] // commands sent in the enemy's phase
		s.enemyTurn(e, b)
	}
}

// beginPhases starts the phase of an army whose turn began: its units are
// ready again and the phase's banner holds play.
func (s *system) beginPhases(e *scenes.Entity, b *Battle) {
	for _, c := range e.Children() {
		a := scenes.Read[Army](c) // read only: marked when its phase begins
		if a == nil || !a.Began {
			continue
		}
		c.MarkChanged()
		a.Began = false
		b.Phase, b.Mode, b.Selected, b.Target = a.Side, ModeIdle, 0, 0
		b.Wait, b.Banner = BannerTime, phaseName(a.Side)
		for _, r := range s.units {
			if r.u.Side == a.Side && r.u.Done {
				r.write()
				r.u.Done = false
			}
		}
	}
}

// phaseName is the name of side's phase.
func phaseName(side string) string {
	if side == SideEnemy {
		return EnemyPhase
	}
	return PlayerPhase
}

// endPhase asks the turns system to end side's turn.
func (s *system) endPhase(e *scenes.Entity, side string) {
	t, ok := runtime.LookupService[turns.Turns](s.game)
	if !ok {
		return
	}
	for _, c := range e.Children() {
		if a := scenes.Read[Army](c); a != nil && a.Side == side {
			t.EndTurn(c)
		}
	}
}

// resolve is StepTacticsResolve.
func (s *system) resolve(g *runtime.Game) {
	e, b := s.battle()
	if b == nil {
		return
	}
	was := *b
	defer markBattle(e, &was, b)
	s.gather(e, b)
	if !s.link.client() && b.Result == "" {
		s.arrive(e, b)
		s.judge(b)
	}
	s.draw(e, b)
}

// arrive finishes a walk once the unit stands still: the player's unit
// chooses its action; the enemy's attacks its target if it can.
func (s *system) arrive(e *scenes.Entity, b *Battle) {
	if b.Mode != ModeMoving {
		return
	}
	r := s.unit(b.Selected)
	if r == nil {
		b.Mode, b.Selected = ModeIdle, 0
		return
	}
	if r.m.Moving || len(r.u.Path) > 0 {
		return
	}
	if r.u.Side == SidePlayer {
		b.Mode = ModeActing
		return
	}
	if t := s.unit(b.Target); t != nil && InRange(r.m.Cell, t.m.Cell, r.u.MinRange, r.u.MaxRange) {
		s.fight(b, r, t)
	}
	r.write()
	r.u.Done = true
	b.Mode, b.Selected, b.Target = ModeIdle, 0, 0
	b.Wait = AIPause
}

// fighter returns r as a forecast sees it.
func (s *system) fighter(r *unitRef, at grid.Cell) Fighter {
	return Fighter{HP: r.u.HP, Attack: r.u.Attack, Defence: r.u.Defence, MinRange: r.u.MinRange, MaxRange: r.u.MaxRange,
		Cell: at, Terrain: s.field.At(at)}
}

// fight plays a's attack on d (Predict's exchange), removes who falls and
// writes the blow in Log.
func (s *system) fight(b *Battle, a, d *unitRef) {
	f := Predict(s.fighter(a, a.m.Cell), s.fighter(d, d.m.Cell))
	a.write()
	d.write()
	a.u.HP, d.u.HP = f.AttackerHP, f.DefenderHP
	b.Log = fmt.Sprintf("%s hits %s for %d (%d left)", a.u.Name, d.u.Name, f.Damage, d.u.HP)
	if f.CanCounter {
		b.Log += fmt.Sprintf("; %s strikes back for %d (%d left)", d.u.Name, f.Counter, a.u.HP)
	}
	for _, r := range []*unitRef{d, a} {
		if r.u.HP <= 0 {
			b.Log += fmt.Sprintf("; %s falls", r.u.Name)
			if r.u.Side == SidePlayer && r.u.Leader {
				b.Result = ResultLost
			}
			s.game.Destroy(r.e)
		}
	}
}

// judge ends the battle when a side has won: the enemy routed or the seize
// cell taken, or the player's units all lost (a fallen leader ended it
// already). It opens the battle's won or lost panel.
func (s *system) judge(b *Battle) {
	var players, enemies int
	leader := false
	for _, r := range s.units {
		if r.u.HP <= 0 {
			continue
		}
		if r.u.Side == SidePlayer {
			players++
			leader = leader || r.u.Leader
		} else {
			enemies++
		}
	}
	switch {
	case b.Result != "":
	case players == 0:
		b.Result = ResultLost
	case b.Win != WinSeize && enemies == 0:
		b.Result = ResultWon
	case b.Win == WinSeize:
		for _, r := range s.units {
			if r.u.Side == SidePlayer && r.u.Done && r.u.HP > 0 && (r.u.Leader || !leader) && r.m.Cell == b.Seize {
				b.Result = ResultWon
			}
		}
	}
	if b.Result == "" {
		return
	}
	b.Mode, b.Selected = ModeIdle, 0
	name := orDefault(b.WonPanel, DefaultWonPanel)
	if b.Result == ResultLost {
		name = orDefault(b.LostPanel, DefaultLostPanel)
	}
	if panels, ok := runtime.LookupService[ui.IPanels](s.game); ok {
		panels.Open(name)
	}
}

// mend puts a battle's size, which a scene file or an agent's set_field can
// make anything, into [1, MaxMapSide] with a warning: a size below 1 sliced
// the field at a negative length (a panic), and a huge one would allocate
// without bound.
func (s *system) mend(b *Battle) {
	w, h := clampInt(b.Width, 1, MaxMapSide), clampInt(b.Height, 1, MaxMapSide)
	if w != b.Width || h != b.Height {
		s.game.Problems().Warn(nil, "Tactics.Battle", "size %d×%d is out of [1, %d]: the battle plays %d×%d", b.Width, b.Height, MaxMapSide, w, h)
		b.Width, b.Height = w, h
	}
}

// maxStat bounds a unit's Move, ranges and Vision: no map needs more (a
// 32×32 map's cells at the dearest cost, 3, each). Larger values (a scene
// file's or an agent's) made the range searches loop for hours.
const maxStat = 3 * MaxMapSide * MaxMapSide

// maxReach bounds a unit's ranges and Vision: the farthest two cells of
// the largest map are 2*MaxMapSide apart.
const maxReach = 2 * MaxMapSide

// mendedUnit returns u with its Move put into [0, maxStat], MaxRange and
// Vision into [0, maxReach] (the minimum range at most the maximum).
func mendedUnit(u Unit) Unit {
	u.Move = clampInt(u.Move, 0, maxStat)
	u.MaxRange = clampInt(u.MaxRange, 0, maxReach)
	u.MinRange = clampInt(u.MinRange, 0, u.MaxRange)
	u.Vision = clampInt(u.Vision, 0, maxReach)
	return u
}

// sameStats reports whether a and b have the same stats mendedUnit mends.
func sameStats(a, b Unit) bool {
	return a.Move == b.Move && a.MaxRange == b.MaxRange && a.MinRange == b.MinRange && a.Vision == b.Vision
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }
