package dungeon

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/grid/sight"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/runtime/turns"
)

// StepDungeon is the module's one step (logic, after runtime.StepTurns and
// before the grid's moves): it makes floors, plays the hero's turn from the
// player's input and the monsters' turn, works out what the hero sees, and
// writes the map's fog and the texts. The grid system then slides the
// movers it gave steps to.
var StepDungeon = runtime.NewStep("Dungeon")

// MonsterTable is the name of the table the monsters come from
// (tables/monsters.csv in a game folder; see the package documentation).
const MonsterTable = "monsters"

// Systems returns a new dungeon system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// their turns, grid, items and tables); a project naming "dungeon" gets it
// from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the dungeon system. Its state is all in the components: what
// it keeps is the floor generated from the Run's seed and depth, the view
// worked out from the hero's cell, and this step's view of the scene.
type system struct {
	game      *runtime.Game   `griff:"-"`
	turns     turns.Turns     `griff:"-"`
	items     items.Items     `griff:"-"`
	tables    tables.Tables   `griff:"-"`
	floor     Floor           `griff:"-"` // generated from key
	key       [4]uint64       `griff:"-"` // seed, depth, width, height
	view      *sight.View     `griff:"-"`
	seenAt    grid.Cell       `griff:"-"` // the hero's cell of the last view,
	seenSight int             `griff:"-"` // its sight, and
	seenOK    bool            `griff:"-"` // whether it is still good
	paths     grid.Pathfinder `griff:"-"`
	path      []grid.Cell     `griff:"-"`
	at        play            `griff:"-"` // this step's run, reused
	link      netLink         `griff:"-"` // the network's commands (net.go)
	buf       []byte          `griff:"-"` // text scratch
}

func (*system) Name() string { return "Dungeon" }

// Restored has the next step work the hero's view out again
// (runtime.Restorer; see play.show).
func (s *system) Restored(*runtime.Game) { s.seenOK = false }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.turns, ok = runtime.LookupService[turns.Turns](g); !ok {
		return fmt.Errorf("dungeon: the game has no turns system (runtime/turns): give it the built-in systems")
	}
	if s.items, ok = runtime.LookupService[items.Items](g); !ok {
		return fmt.Errorf("dungeon: the game has no items system (runtime/items): give it the built-in systems")
	}
	if s.tables, ok = runtime.LookupService[tables.Tables](g); !ok {
		return fmt.Errorf("dungeon: the game has no tables system (runtime/tables): give it the built-in systems")
	}
	g.AddStep(StepDungeon, runtime.After(runtime.StepTurns), s.step)
	return nil
}

// floorOf returns the floor of run r, generating it if r names another
// one than last time.
func (s *system) floorOf(r *Run) *Floor {
	w, h := r.size()
	key := [4]uint64{r.Seed, uint64(r.Depth), uint64(w), uint64(h)}
	if key != s.key || s.floor.Tiles == nil {
		s.key, s.floor = key, Generate(r.Seed, r.Depth, w, h)
		s.view, s.seenOK = sight.NewView(w, h), false
	}
	return &s.floor
}

// step is StepDungeon.
func (s *system) step(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g)
		return
	}
	p := &s.at
	if !p.collect(s, g) {
		return
	}
	p.play()
	p.show()
	p.marked()
}
