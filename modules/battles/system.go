package battles

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// StepBattles is the module's one step (logic, after runtime.StepTurns):
// on a battle scene it plays the battle on the core's turns (the heroes'
// menus, the enemies' moves, the end); on a map it walks the party,
// starts the battles its encounters ask for and takes their results.
var StepBattles = runtime.NewStep("Battles")

// Systems returns a new battles system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// their turns, tables, items and scene-change services); a project naming
// "battles" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{link: newLink()}} }

// Starter is the module's service: any system or script starts a battle
// with it (a touch on a platformer's map, a step on a dungeon's tile).
// Find it with runtime.LookupService[battles.Starter].
type Starter interface {
	// Start asks for a battle against foes (enemy ids separated by spaces)
	// in the battle scene named battle ("" is DefaultBattle), by entity
	// by of the scene being played: the scene's Party (on an entity named
	// "Party", with a Griff.Carry of its fields) is told the foes, and the
	// scene changes with a fade; the battle returns to this scene with
	// Party.Result set, and an Encounter named like by is removed when won.
	// It returns false, asking nothing, when the scene has no Party or a
	// scene change is under way.
	Start(by *scenes.Entity, foes, battle string, noFlee bool) bool
}

// MaxMistakes is the most mistakes of the tables warned one by one; the
// rest are counted in one more warning.
const MaxMistakes = 20

// system is the battles system. Its state is all in the components; what
// it keeps is read from the tables, and this step's view of the scene.
type system struct {
	game   *runtime.Game      `griff:"-"`
	turns  turns.Turns        `griff:"-"`
	tables tables.Tables      `griff:"-"`
	items  items.Items        `griff:"-"`
	flow   sceneflow.Scenes   `griff:"-"`
	defs   *Defs              `griff:"-"`
	errs   []error            `griff:"-"`
	set    any                `griff:"-"` // the table set the defs were read from
	at     fight              `griff:"-"` // this step's battle, reused
	link   network.PressRelay `griff:"-"` // the network's presses (net.go)
	acts   []string           `griff:"-"` // this step's presses, reused
}

func (*system) Name() string { return "Battles" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	var ok bool
	if s.turns, ok = runtime.LookupService[turns.Turns](g); !ok {
		return fmt.Errorf("battles: the game has no turns system (runtime/turns): give it the built-in systems")
	}
	if s.tables, ok = runtime.LookupService[tables.Tables](g); !ok {
		return fmt.Errorf("battles: the game has no tables system (runtime/tables): give it the built-in systems")
	}
	if s.items, ok = runtime.LookupService[items.Items](g); !ok {
		return fmt.Errorf("battles: the game has no items system (runtime/items): give it the built-in systems")
	}
	if s.flow, ok = runtime.LookupService[sceneflow.Scenes](g); !ok {
		return fmt.Errorf("battles: the game has no scene-change system (runtime/sceneflow): give it the built-in systems")
	}
	runtime.Provide[Starter](g, s)
	g.AddStep(StepBattles, runtime.After(runtime.StepTurns), s.step)
	return nil
}

// tablesRead returns the game's tables as the module reads them, reading
// them again when the set changed (a reload); each mistake warns once per
// step (the problem log keeps one of each).
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
		s.game.Problems().Warn(nil, "Battles", "%v", err)
	}
	return s.defs
}

// step is StepBattles.
func (s *system) step(g *runtime.Game) {
	if s.link.Client() {
		s.sendLocal(g)
		return
	}
	d := s.tablesRead()
	for e, b := range scenes.Active[Battle](g.Scene()) {
		if s.at.collect(s, g, e, b, d) {
			s.at.play()
			s.at.show()
		}
		return
	}
	s.walk(g, d)
}

// party returns the scene's Party and its entity (the entity named
// "Party", else the first with a Party), or nils.
// It is readParty with the entity marked changed, as Get marks it.
func party(sc *scenes.Scene) (*scenes.Entity, *Party) {
	e, p := readParty(sc)
	if e != nil {
		e.MarkChanged()
	}
	return e, p
}

// readParty is party for reading only: it marks no entity changed, so a
// caller that writes the Party calls MarkChanged on its entity first.
func readParty(sc *scenes.Scene) (*scenes.Entity, *Party) {
	if e := sc.Find("Party"); e != nil {
		if p := scenes.Read[Party](e); p != nil {
			return e, p
		}
	}
	for e, p := range scenes.ActiveRead[Party](sc) {
		return e, p
	}
	return nil, nil
}

// Start implements Starter.
func (s *system) Start(by *scenes.Entity, foes, battle string, noFlee bool) bool {
	pe, p := party(s.game.Scene())
	if p == nil {
		s.game.Problems().Warn(by, "Battles.Encounter", "the scene has no Battles.Party (on an entity named \"Party\"): no battle starts")
		return false
	}
	if _, pending := s.flow.Pending(); pending || s.flow.Changing() {
		return false
	}
	p.Foes, p.NoFlee, p.From, p.Result = strings.Join(strings.Fields(foes), " "), noFlee, s.game.Scene().Name(), ""
	p.Encounter = ""
	if by != nil {
		p.Encounter = by.Name()
	}
	s.flow.GoFrom(pe, "Battles.Party", sceneflow.Change{Scene: orDefault(battle, DefaultBattle),
		Transition: sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 0.5, Color: colorFlash}})
	return true
}

// presses returns the actions pressed this step by the player who plays
// (player 0's input, and the commands a player's machine sent); presses
// from another player are refused with a warning.
func (s *system) presses(g *runtime.Game, player int) []string {
	s.acts = s.link.PressesOf(g, s.acts[:0], player, "the battle")
	return s.acts
}
