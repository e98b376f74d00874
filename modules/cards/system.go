package cards

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"path"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// StepCards is the module's one step (logic, after runtime.StepTurns): it
// reads the player's input and plays the run on the core's turns: the
// player's turn (draw, energy, cards played), each enemy's turn (its
// intent), the fights, rewards and the run's end, then lays the cards out.
var StepCards = runtime.NewStep("Cards")

// Systems returns a new cards system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it needs
// the turns system's service); a project naming "cards" gets it from the
// host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// MaxTableFileSize is the largest card or enemy table read, in bytes.
const MaxTableFileSize = 1 << 20

// MaxTableMistakes is the most mistakes of the tables warned one by one
// (each step, as the problem log keeps one of each); the rest are counted
// in one more warning, so a table full of mistakes does not slow each step
// (30,000 of them took 50 ms a step).
const MaxTableMistakes = 20

// system is the cards system. Its state is all in the components: what it
// keeps is read from the tables, and this step's view of the scene.
type system struct {
	game  *runtime.Game `griff:"-"`
	turns turns.Turns   `griff:"-"`
	defs  defs          `griff:"-"`
	at    fight         `griff:"-"` // this step's table, reused
	link  netLink       `griff:"-"` // the network's commands (net.go)
	// pick and target are a player's machine's own selection (net.go).
	pick, target int `griff:"-"`
}

func (*system) Name() string { return "Cards" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	svc, ok := runtime.LookupService[turns.Turns](g)
	if !ok {
		return fmt.Errorf("cards: the game has no turns system (runtime/turns): give it the built-in systems")
	}
	s.turns = svc
	g.AddStep(StepCards, runtime.After(runtime.StepTurns), s.step)
	return nil
}

// defs are the tables a Table's cards and enemies come from, read again
// when the table names other ones.
type defs struct {
	key     [4]string // the CardFile, EnemyFile, CardTable and EnemyTable read
	read    bool
	cards   []CardDef
	enemies []EnemyDef
	card    map[string]int
	enemy   map[string]int
	errs    []error
}

// tables returns the card and enemy tables of t, reading them if t names
// other ones than last time; each mistake warns once per step it matters
// (the problem log keeps one of each).
func (s *system) tables(e *scenes.Entity, t *Table) *defs {
	d := &s.defs
	key := [4]string{orDefault(t.CardFile, DefaultCardFile), orDefault(t.EnemyFile, DefaultEnemyFile), t.CardTable, t.EnemyTable}
	if !d.read || key != d.key {
		d.key, d.read, d.errs = key, true, nil
		cards, err := s.text(key[0], t.CardTable)
		if err != nil {
			d.errs = append(d.errs, err)
		}
		enemies, err := s.text(key[1], t.EnemyTable)
		if err != nil {
			d.errs = append(d.errs, err)
		}
		var errs []error
		d.cards, errs = ReadCards(key[0], cards)
		d.errs = append(d.errs, errs...)
		d.enemies, errs = ReadEnemies(key[1], enemies)
		d.errs = append(d.errs, errs...)
		d.card, d.enemy = map[string]int{}, map[string]int{}
		for i, c := range d.cards {
			d.card[c.ID] = i
		}
		for i, x := range d.enemies {
			d.enemy[x.ID] = i
		}
		if n := len(d.errs) - MaxTableMistakes; n > 0 {
			d.errs = append(d.errs[:MaxTableMistakes:MaxTableMistakes], fmt.Errorf("and %d more mistakes in the tables", n))
		}
	}
	for _, err := range d.errs {
		s.game.Problems().Warn(e, "Cards.Table", "%v", err)
	}
	return d
}

// text returns inline if it is not empty, else the file's bytes.
func (s *system) text(file, inline string) ([]byte, error) {
	if inline != "" {
		return []byte(inline), nil
	}
	fsys, ok := runtime.LookupService[fs.FS](s.game)
	if !ok {
		return nil, fmt.Errorf("%s: no game folder to read it from (a game made in code gives the table's text)", file)
	}
	f, err := fsys.Open(path.Clean(file))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	defer f.Close()
	var b bytes.Buffer
	if _, err := io.Copy(&b, io.LimitReader(f, MaxTableFileSize+1)); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if b.Len() > MaxTableFileSize {
		return nil, fmt.Errorf("%s: larger than %d bytes", file, MaxTableFileSize)
	}
	return b.Bytes(), nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// step is StepCards.
func (s *system) step(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g)
		return
	}
	f := &s.at
	if !f.collect(s, g) {
		f.markTable()
		return
	}
	f.play()
	f.layout()
	f.markTable()
}
