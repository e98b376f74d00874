package strategy

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/scenes"
)

// StepStrategy is the module's one step (logic, after runtime.StepTurns):
// it reads the players' input into orders, plays the computer, moves,
// gathers, builds, trains and fights, and works out the fog.
var StepStrategy = runtime.NewStep("Strategy")

// Systems returns a new strategy system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// their tables); a project naming "strategy" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// MaxMistakes is the most mistakes of the tables warned one by one.
const MaxMistakes = 20

// unitRef is a unit of this step with its entity.
type unitRef struct {
	e *scenes.Entity
	u *Unit
}

// system is the strategy system. Its state is all in the components; what
// it keeps is read from the tables or worked out again each step.
type system struct {
	game   *runtime.Game   `griff:"-"`
	tables tables.Tables   `griff:"-"`
	defs   *Defs           `griff:"-"`
	errs   []error         `griff:"-"`
	set    any             `griff:"-"`
	me     *scenes.Entity  `griff:"-"` // the Match's entity this step
	m      *Match          `griff:"-"`
	units  []unitRef       `griff:"-"` // this step's units, hierarchy order
	byID   map[int]unitRef `griff:"-"` // looked up, never iterated
	grid   grid.Grid       `griff:"-"` // trees, rocks, water and buildings
	pf     grid.Pathfinder `griff:"-"`
	path   []grid.Cell     `griff:"-"`
	link   netLink         `griff:"-"`
	cmds   []Command       `griff:"-"` // this step's orders, reused
	ui     UI              `griff:"-"` // a host's player's machine's own view
	people int             `griff:"-"` // sides people play, this step (People)
	local  int             `griff:"-"` // the side this machine shows, this step
	used   [Sides]int      `griff:"-"` // supply used this step
	cap    [Sides]int      `griff:"-"` // supply cap this step
	buf    []byte          `griff:"-"`
	prev   [][2]int        `griff:"-"` // where units stood as the step began
	was    []unitWas       `griff:"-"` // s.units as collect read them (marks.go)
	wasP   []grid.Cell     `griff:"-"` // their paths, one after another
	wasQ   []string        `griff:"-"` // their queues, one after another
}

func (*system) Name() string { return "Strategy" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.tables, ok = runtime.LookupService[tables.Tables](g); !ok {
		return fmt.Errorf("strategy: the game has no tables system (runtime/tables): give it the built-in systems")
	}
	s.byID = map[int]unitRef{}
	runtime.Provide[network.Presenter](g, s)
	g.AddStep(StepStrategy, runtime.After(runtime.StepTurns), s.step)
	return nil
}

// tablesRead returns the unit table read, reading it again when the set
// changed (a reload); each mistake warns (the problem log keeps one of
// each).
func (s *system) tablesRead() *Defs {
	set := s.tables.Set()
	if s.defs == nil || s.set != any(set) {
		s.set = set
		s.defs, s.errs = ReadDefs(func(name string) (*table.Table, bool) { return s.tables.Table(name) })
		if n := len(s.errs) - MaxMistakes; n > 0 {
			s.errs = append(s.errs[:MaxMistakes:MaxMistakes], fmt.Errorf("and %d more mistakes in the tables", n))
		}
	}
	for _, err := range s.errs {
		s.game.Problems().Warn(nil, "Strategy", "%v", err)
	}
	return s.defs
}

// warn reports a data mistake about the match.
func (s *system) warn(format string, args ...any) {
	s.game.Problems().Warn(s.me, "Strategy.Match", format, args...)
}

// step is StepStrategy.
func (s *system) step(g *runtime.Game) {
	var me *scenes.Entity
	var m *Match
	for e, x := range scenes.Active[Match](g.Scene()) {
		me, m = e, x
		break
	}
	if m == nil {
		return
	}
	s.me, s.m = me, m
	s.people, s.local = People(g), network.LocalSeat(g)
	if s.link.client() {
		s.clientStep(g)
		return
	}
	d := s.tablesRead()
	if !m.Started {
		s.start(d)
	} else {
		s.fitState()
	}
	s.collect(d)
	s.buildGrid()
	if m.Over == "" {
		m.Step++
		s.cmds = s.cmds[:0]
		for side := range s.people {
			s.readUI(g, m.uiOf(side), side)
		}
		s.cmds = append(s.cmds, s.link.queue...)
		s.link.queue = s.link.queue[:0]
		for i := range s.cmds {
			s.apply(&s.cmds[i])
		}
		if m.AISide >= s.people && m.AISide < Sides {
			s.think(m.AISide)
		}
		s.remember()
		s.play()
		s.separate()
		s.unstick()
		s.bury()
		s.judge()
	}
	s.fog()
	for side := range s.people {
		s.age(m.uiOf(side), side)
	}
	local := min(max(s.local, 0), s.people-1)
	s.show(m.uiOf(local), local)
	s.markChanged()
}

// People returns how many sides people play in g, from side 0: a
// lockstep match's players (network.Seated, at most Sides), else 1 (the
// computer may play the other side, Match.AISide). Every machine of a
// match plays each of these sides from its player's input (player index =
// side) into its view (Match.UI, Others); the computer plays AISide only
// when no person does.
func People(g *runtime.Game) int {
	if st, ok := runtime.LookupService[network.Seated](g); ok {
		return min(max(st.Players(), 1), Sides)
	}
	return 1
}

// Presentation implements network.Presenter: the camera (a root named
// "Camera") and the hud (the entity with a Strategy.Hud, and its
// children) are this machine's view of its own side, left out of the
// digests a lockstep match compares.
func (s *system) Presentation(e *scenes.Entity) bool {
	if e.Parent() == nil {
		return e.Name() == "Camera"
	}
	return scenes.Has[Hud](e) || scenes.Has[Hud](e.Parent())
}

// start sets the match up: the trees' wood, the fog, the sides' stocks,
// and every unit of the scene file from its table row; each player's
// camera on their side's first building.
func (s *system) start(d *Defs) {
	m := s.m
	m.Started = true
	s.fitMap()
	n := m.Width * m.Height
	m.Wood, m.Explored, m.Seen = make([]int, n), make([]uint8, n), make([]uint8, n)
	for y := range m.Height {
		for x := range m.Width {
			if y < len(m.Rows) && x < len(m.Rows[y]) && m.Rows[y][x] == TerrainTree {
				m.Wood[y*m.Width+x] = TreeWood
			}
		}
	}
	s.checkMap()
	for i := range m.Stock {
		m.Stock[i] = m.Start
	}
	var first [Sides]bool
	for _, c := range s.me.Children() {
		u := scenes.Get[Unit](c)
		if u == nil || u.ID != 0 {
			continue
		}
		def := d.Kind(u.Kind)
		if def == nil {
			s.game.Problems().Warn(c, "Strategy.Unit", "kind %q is not a row of the unit table: it is removed", u.Kind)
			s.game.Destroy(c)
			continue
		}
		s.checkUnit(c, u, def)
		s.place(u, def, u.Tile, u.Built || !def.Building())
		u.DrawOrder = unitOrder(def)
		c.Transform().Teleport(griff.V(float64(u.X/Sub), float64(u.Y/Sub)))
		if u.Side >= 0 && u.Side < s.people && !first[u.Side] && def.Building() {
			first[u.Side] = true // each player's camera on their first building
			w, h := m.view()
			ui := m.uiOf(u.Side)
			ui.Cam = [2]int{u.X/Sub - w/2, u.Y/Sub - h/2}
			s.clampCam(ui)
		}
	}
}

// MaxTiles is the most tiles a map has (Match.Width × Height).
const MaxTiles = 1 << 16

// fitMap makes the map's size one of 1 to MaxTiles tiles, with a warning
// when it was not (each side is tested alone first: a product of two huge
// sides overflows to a small number, and the loops over the tiles would
// never end).
func (s *system) fitMap() {
	m := s.m
	if m.Width <= 0 || m.Height <= 0 || m.Width > MaxTiles || m.Height > MaxTiles || m.Width*m.Height > MaxTiles {
		s.warn("the map is %d×%d tiles: it needs 1 to %d tiles", m.Width, m.Height, MaxTiles)
		m.Width, m.Height = max(min(m.Width, 256), 1), max(min(m.Height, 256), 1)
	}
}

// checkMap warns of the scene file's match fields the match cannot use:
// a letter that is no terrain (it blocks, like a rock), a computer side
// that is no side (no computer plays), a negative start (taken as 0).
func (s *system) checkMap() {
	m := s.m
	for y, row := range m.Rows {
		if i := strings.IndexFunc(row, func(r rune) bool {
			return r != TerrainGrass && r != TerrainTree && r != TerrainRock && r != TerrainWater
		}); i >= 0 {
			s.warn("rows[%d][%d] is %q, not one of %q (grass, tree, rock, water): it blocks like a rock", y, i, row[i], ".T#~")
			break
		}
	}
	if m.AISide < -1 || m.AISide >= Sides {
		s.warn("aiSide %d is not 0, 1 or -1 (none): no computer plays", m.AISide)
	}
	if m.Start[Gold] < 0 || m.Start[Wood] < 0 {
		s.warn("start %v is negative: it is taken as 0", m.Start)
		m.Start = [2]int{max(m.Start[Gold], 0), max(m.Start[Wood], 0)}
	}
}

// checkUnit warns of a scene file's unit the match cannot place as
// written: a side that is none (it becomes neutral), a tile off the map.
func (s *system) checkUnit(e *scenes.Entity, u *Unit, def *Def) {
	if (u.Side < 0 || u.Side > Neutral) && def.Role != RoleMine {
		s.game.Problems().Warn(e, "Strategy.Unit", "side %d is not 0, 1 or %d (neutral): it is neutral", u.Side, Neutral)
	}
	n := 1
	if def.Building() {
		n = def.Size
	}
	if x, y := u.Tile.X(), u.Tile.Y(); x < 0 || y < 0 || x+n > s.m.Width || y+n > s.m.Height {
		s.game.Problems().Warn(e, "Strategy.Unit", "tile %v is off the %d×%d map", u.Tile, s.m.Width, s.m.Height)
	}
}

// fitState mends a started match's state from a scene file or save that
// does not fit its map (its tile lists of another length), with a warning:
// the trees grow back, the fog is black again.
func (s *system) fitState() {
	m := s.m
	s.fitMap()
	n := m.Width * m.Height
	if len(m.Wood) == n && len(m.Explored) == n && len(m.Seen) == n {
		return
	}
	s.warn("the match's wood, explored and seen lists have %d, %d and %d tiles, not the map's %d: the trees and the fog start again", len(m.Wood), len(m.Explored), len(m.Seen), n)
	m.Wood, m.Explored, m.Seen = make([]int, n), make([]uint8, n), make([]uint8, n)
	for y := range min(m.Height, len(m.Rows)) {
		for x := range min(m.Width, len(m.Rows[y])) {
			if m.Rows[y][x] == TerrainTree {
				m.Wood[y*m.Width+x] = TreeWood
			}
		}
	}
}

// fitUnit mends a unit's state that indexes something (its side, what it
// carries, its place on its path) when a scene file or save has it out of
// range, with a warning.
func (s *system) fitUnit(e *scenes.Entity, u *Unit) {
	if u.Side < 0 || u.Side > Neutral {
		s.game.Problems().Warn(e, "Strategy.Unit", "side %d is not 0, 1 or %d (neutral): it is neutral", u.Side, Neutral)
		u.Side = Neutral
	}
	if u.CarryWhat != Gold && u.CarryWhat != Wood {
		s.game.Problems().Warn(e, "Strategy.Unit", "carryWhat %d is not %d (gold) or %d (wood): it carries nothing", u.CarryWhat, Gold, Wood)
		u.CarryWhat, u.Carry = Gold, 0
	}
	if u.At < 0 { // past the path's end is its last tile (a stop leaves it so)
		s.game.Problems().Warn(e, "Strategy.Unit", "at %d is not a place on its path: it finds its way again", u.At)
		u.At, u.Routed = 0, false
	}
}

// place sets a new unit up: its id, stats and place (a building's tile is
// its top-left corner), built or not.
func (s *system) place(u *Unit, def *Def, at grid.Cell, built bool) {
	m := s.m
	m.NextID++
	u.ID, u.HP, u.MaxHP, u.def = m.NextID, def.HP, def.HP, def
	if def.Building() {
		u.Tile = at
		u.X = (at.X()*Tile + def.Size*Tile/2) * Sub
		u.Y = (at.Y()*Tile + def.Size*Tile/2) * Sub
		u.Done = built
		if !built {
			u.HP = max(def.HP/10, 1)
		}
		if def.Role == RoleMine {
			u.Stock, u.Side = def.HP, Neutral
		}
	} else {
		u.X, u.Y = (at.X()*Tile+Tile/2)*Sub, (at.Y()*Tile+Tile/2)*Sub
		u.Done = true
	}
	if u.Side < 0 || u.Side > Neutral {
		u.Side = Neutral
	}
	if def.Building() && u.Side < Sides {
		m.Had[u.Side] = true
	}
}

// collect finds this step's units (the Match's children) in hierarchy
// order, with their rows, and indexes them by id.
func (s *system) collect(d *Defs) {
	s.units = s.units[:0]
	clear(s.byID)
	s.was, s.wasP, s.wasQ = s.was[:0], s.wasP[:0], s.wasQ[:0]
	for _, c := range s.me.Children() {
		u := scenes.Read[Unit](c) // read only: markChanged marks the units the step changed
		if u == nil || !c.Alive() || u.ID == 0 || u.HP <= 0 {
			continue
		}
		if u.def = d.Kind(u.Kind); u.def == nil {
			continue
		}
		s.keep(u)
		s.fitUnit(c, u)
		r := unitRef{c, u}
		s.units = append(s.units, r)
		s.byID[u.ID] = r
	}
}

// unit returns the live unit of id, or nil.
func (s *system) unit(id int) *Unit {
	if r, ok := s.byID[id]; ok && r.u.HP > 0 {
		return r.u
	}
	return nil
}

// buildGrid marks the blocked tiles: trees, rocks, water, buildings.
func (s *system) buildGrid() {
	m := s.m
	g := &s.grid
	g.Width, g.Height, g.CellSize = m.Width, m.Height, Tile
	n := m.Width * m.Height
	if len(g.Blocked) != n {
		g.Blocked = make([]bool, n)
	}
	for y := range m.Height {
		for x := range m.Width {
			g.Blocked[y*m.Width+x] = m.terrain(x, y) != TerrainGrass
		}
	}
	for _, r := range s.units {
		if r.u.def.Building() {
			s.footprint(r.u, func(i int) { g.Blocked[i] = true })
		}
	}
}

// footprint calls fn with the tile index of each tile of building u.
func (s *system) footprint(u *Unit, fn func(i int)) {
	n := u.def.Size
	for y := u.Tile.Y(); y < u.Tile.Y()+n; y++ {
		for x := u.Tile.X(); x < u.Tile.X()+n; x++ {
			if x >= 0 && y >= 0 && x < s.m.Width && y < s.m.Height {
				fn(y*s.m.Width + x)
			}
		}
	}
}

// spawn asks for a new unit of kind def of side at tile at; it takes part
// from the next step.
func (s *system) spawn(def *Def, side int, at grid.Cell, built bool) int {
	u := Unit{Kind: def.ID, Side: side}
	s.place(&u, def, at, built)
	u.DrawOrder = unitOrder(def)
	sc := scenes.NewScene("unit", nil)
	e := sc.NewEntity(def.Name, nil)
	scenes.Add(e, u)
	s.game.Spawn(scenes.NewTemplate(def.ID, e), s.me, griff.V(float64(u.X/Sub), float64(u.Y/Sub)), nil)
	return u.ID
}
