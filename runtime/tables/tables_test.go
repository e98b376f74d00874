package tables_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/tables"
	"github.com/griffengine/griff/scenes"
)

// stats is a component filled from rows of tables/fighters.csv.
type stats struct {
	HP        int           `json:"hp"`
	Speed     float64       `json:"speed"`
	Damage    float64       `json:"damage"`
	Name      string        `json:"name"`
	Cooldown  time.Duration `json:"cooldown"`
	Alive     bool          `json:"alive"`
	Pos       griff.Vec     `json:"pos"`
	Weapon    string        `json:"weapon"`
	Dice      string        `json:"dice"`
	Untouched int           `json:"untouched"`
	Cache     int           `griff:"-"`
}

func init() {
	scenes.Register[stats]("Test.Stats")
}

// newGame makes a game with the tables system over set (nil: no tables).
func newGame(t testing.TB, opts runtime.Options, set *data.Set) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(opts, builtins.Options{Tables: set})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func testSet(t testing.TB) *data.Set {
	t.Helper()
	set, err := data.LoadFiles(map[string][]byte{
		"fighters.csv": []byte("id,hp:float,speed:text,damage:formula,name:text,cooldown:float,alive:int,pos:text,weapon:ref(weapons),dice:dice\n" +
			"knight,30,1.5,1d8 + weapon.bonus,Sir K,0.25,1,\"[1, 2]\",sword,2d6\n" +
			"bad,2.5,fast,1d8 / 0,B,1,7,[oops,sword,1d4\n" +
			"shape,30,2,3,S,1,0,\"{\"\"x\"\": 1}\",sword,1d4\n"),
		"weapons.csv": []byte("id,bonus:int\nsword,2\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestTablesFillFromRow(t *testing.T) {
	g := newGame(t, runtime.Options{Seed: 3}, testSet(t))
	s := stats{Untouched: 9, Cache: 4}
	if err := tables.Of(g).Fill(&s, "fighters", "knight"); err != nil {
		t.Fatal(err)
	}
	want := stats{HP: 30, Speed: 1.5, Name: "Sir K", Cooldown: 250 * time.Millisecond, Alive: true,
		Pos: griff.V(1, 2), Weapon: "sword", Dice: "2d6", Untouched: 9, Cache: 4}
	if s.Damage < 3 || s.Damage > 10 {
		t.Errorf("damage = %v, want 1d8 + 2 in [3, 10]", s.Damage)
	}
	s.Damage = 0
	if s != want {
		t.Errorf("filled %+v, want %+v", s, want)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("%d problems, want none: %v", n, g.Problems().List())
	}
}

func TestTablesFormulaSameSeedSameValue(t *testing.T) {
	roll := func(seed uint64) []float64 {
		g := newGame(t, runtime.Options{Seed: seed}, testSet(t))
		var got []float64
		for range 8 {
			v, err := tables.Of(g).Eval("fighters", "knight", "damage")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, v)
		}
		s := stats{}
		if err := tables.Of(g).Fill(&s, "fighters", "knight"); err != nil {
			t.Fatal(err)
		}
		return append(got, s.Damage)
	}
	a, b, c := roll(11), roll(11), roll(12)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("seed 11 gave %v, then %v", a, b)
	}
	if fmt.Sprint(a) == fmt.Sprint(c) {
		t.Errorf("seeds 11 and 12 both gave %v", a)
	}
	for _, v := range a {
		if v < 3 || v > 10 || v != float64(int(v)) {
			t.Errorf("damage %v, want a whole number in [3, 10]", v)
		}
	}
}

func TestTablesUnknownRowWarnsOnce(t *testing.T) {
	g := newGame(t, runtime.Options{}, testSet(t))
	for range 3 {
		s := stats{HP: 5}
		err := tables.Of(g).Fill(&s, "fighters", "nobody")
		if !errors.Is(err, tables.ErrNoRow) {
			t.Fatalf("Fill of an unknown row: got %v, want ErrNoRow", err)
		}
		if s.HP != 5 {
			t.Errorf("HP changed to %d by a failed fill", s.HP)
		}
	}
	if _, err := tables.Of(g).Eval("nothing", "x", "y"); !errors.Is(err, tables.ErrNoRow) {
		t.Errorf("Eval of an unknown table: got %v, want ErrNoRow", err)
	}
	list := g.Problems().List()
	if len(list) != 2 {
		t.Fatalf("got %d problems, want 2 (one per mistake): %v", len(list), list)
	}
	want := `warning: Test.Stats: tables: no such table row: table fighters has no row "nobody"`
	if got := list[0].String(); got != want {
		t.Errorf("problem %q, want %q", got, want)
	}
}

func TestTablesBadCellsWarnOnceNamingEntity(t *testing.T) {
	g := newGame(t, runtime.Options{}, testSet(t))
	e := g.Scene().NewEntity("Hero", nil)
	s := scenes.Add(e, stats{HP: 1, Speed: 2, Alive: true, Cooldown: 3})
	for range 2 {
		err := tables.Of(g).FillEntity(e, "fighters", "bad")
		if !errors.Is(err, tables.ErrCellMismatch) {
			t.Fatalf("got %v, want ErrCellMismatch", err)
		}
	}
	// hp 2.5 (int), speed "fast" (float), damage 1d8/0, alive 7 (bool), pos [oops
	if s.HP != 1 || s.Speed != 2 || s.Damage != 0 || !s.Alive || s.Pos != (griff.Vec{}) {
		t.Errorf("bad cells changed fields: %+v", *s)
	}
	if s.Name != "B" || s.Cooldown != time.Second || s.Dice != "1d4" {
		t.Errorf("good cells of a bad row not filled: %+v", *s)
	}
	list := g.Problems().List()
	if len(list) != 5 {
		t.Fatalf("got %d problems, want 5: %v", len(list), list)
	}
	for _, p := range list {
		if p.Entity != "Hero" || p.EntityID != e.ID() || p.Component != "Test.Stats" {
			t.Errorf("problem %v does not name Hero and Test.Stats", p)
		}
	}
	want := `warning: Hero#1: Test.Stats: tables: fighters[bad].hp ("2.5") does not fit field hp (int): cell does not fit the field: not a whole number`
	if got := list[0].String(); got != want {
		t.Errorf("problem\n%s\nwant\n%s", got, want)
	}
}

func TestTablesFillNamesTheFieldThatDecodeRefuses(t *testing.T) {
	g := newGame(t, runtime.Options{}, testSet(t))
	e := g.Scene().NewEntity("Hero", nil)
	s := scenes.Add(e, stats{Pos: griff.V(5, 6)})
	err := tables.Of(g).FillEntity(e, "fighters", "shape")
	if !errors.Is(err, tables.ErrCellMismatch) {
		t.Fatalf("got %v, want ErrCellMismatch", err)
	}
	// pos {"x": 1} is JSON, but not a griff.Vec: the other fields are filled.
	if s.HP != 30 || s.Speed != 2 || s.Damage != 3 || s.Name != "S" || s.Pos != griff.V(5, 6) {
		t.Errorf("filled %+v, want every field but pos from fighters[shape]", *s)
	}
	list := g.Problems().List()
	if len(list) != 1 || !strings.Contains(list[0].Message, "fighters[shape].pos") {
		t.Errorf("problems %v, want one about fighters[shape].pos", list)
	}
}

func TestTablesRowThatFillsNothingWarns(t *testing.T) {
	g := newGame(t, runtime.Options{}, testSet(t))
	e := g.Scene().NewEntity("Rock", nil)
	scenes.Add(e, lifetime.Lifetime{Remaining: time.Second})
	if err := tables.Of(g).FillEntity(e, "fighters", "knight"); err != nil {
		t.Errorf("got %v, want no error", err)
	}
	want := "warning: Rock#1: row fighters[knight] fills nothing: no component has a saved field named like a column"
	if list := g.Problems().List(); len(list) != 1 || list[0].String() != want {
		t.Errorf("problems %v, want [%s]", list, want)
	}
}

type sceneText map[string]string

func (st sceneText) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	return scenes.ReadScene(name, []byte(st[name]), problems)
}

func TestFromTableFillsWhenSceneComesIn(t *testing.T) {
	const arena = `{"format": 1, "nextId": 3, "entities": [
		{"id": 1, "name": "Hero", "components": {
			"Griff.FromTable": {"table": "fighters", "row": "knight"},
			"Test.Stats": {"untouched": 4}}},
		{"id": 2, "name": "Ghost", "components": {
			"Griff.FromTable": {"table": "fighters", "row": "ghost"}}}]}`
	loader := sceneText{"arena": arena, "again": arena}
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Tables: testSet(t), Scenes: loader, StartScene: "arena"})
	if err != nil {
		t.Fatal(err)
	}
	check := func(when string) {
		s := scenes.Get[stats](g.Scene().Find("Hero"))
		if s.HP != 30 || s.Name != "Sir K" || s.Untouched != 4 {
			t.Errorf("%s: Hero's stats %+v, want filled from fighters[knight]", when, *s)
		}
	}
	check("start scene")
	sceneflow.Of(g).Change("again")
	g.Step()
	check("after ChangeScene")
	if n := g.Problems().Len(); n != 2 {
		t.Errorf("got %d problems, want 2 (no row ghost, once per scene file): %v", n, g.Problems().List())
	}
}

func TestFillPanicsOnNonComponent(t *testing.T) {
	g := newGame(t, runtime.Options{}, nil)
	defer func() {
		if recover() == nil {
			t.Error("Fill of a non-component did not panic")
		}
	}()
	_ = tables.Of(g).Fill(&struct{ A int }{}, "t", "r")
}

// TestNoTablesIsAnEmptySet checks that a game made without tables has an empty
// set, never nil, and that asking it for a row is a data mistake, not a panic.
func TestNoTablesIsAnEmptySet(t *testing.T) {
	g := newGame(t, runtime.Options{}, nil)
	set := tables.Of(g).Set()
	if set == nil {
		t.Fatal("Set() = nil, want an empty set")
	}
	if _, ok := tables.Of(g).Table("fighters"); ok {
		t.Error("Table(fighters) found a table in an empty set")
	}
	if _, err := tables.Of(g).Eval("fighters", "knight", "hp"); !errors.Is(err, tables.ErrNoRow) {
		t.Errorf("Eval in an empty set: got %v, want ErrNoRow", err)
	}
	if g.Problems().Len() != 1 {
		t.Errorf("problems %v, want the missing table once", g.Problems().List())
	}
}

// TestSepLineTableFolder: a tables/ file starting with "sep=;" (shared/cases/
// csv-sep-line, as spreadsheets export it) was refused at load, also with CRLF,
// a BOM before the sep line or "sep=,"; it fills a component, with the decimal
// comma of the ";" file read.
func TestSepLineTableFolder(t *testing.T) {
	mobs, err := os.ReadFile("testdata/sep_line/tables/mobs.csv")
	if err != nil {
		t.Fatal(err)
	}
	crlf := strings.ReplaceAll(string(mobs), "\n", "\r\n")
	folders := map[string]fs.FS{
		"as exported": os.DirFS("testdata/sep_line"),
		"CRLF":        fstest.MapFS{"tables/mobs.csv": {Data: []byte(crlf)}},
		"BOM CRLF":    fstest.MapFS{"tables/mobs.csv": {Data: []byte("\xef\xbb\xbf" + crlf)}},
		"sep=,":       fstest.MapFS{"tables/mobs.csv": {Data: []byte("\xef\xbb\xbfsep=,\nname,speed,hp\nslime,1.5,10\n")}},
	}
	for name, fsys := range folders {
		set, err := data.LoadFS(fsys, "tables")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		g := newGame(t, runtime.Options{Seed: 1}, set)
		var s stats
		if err := tables.Of(g).Fill(&s, "mobs", "slime"); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if s.Speed != 1.5 || s.HP != 10 {
			t.Errorf("%s: slime filled speed %v hp %v, want 1.5 and 10", name, s.Speed, s.HP)
		}
		if n := g.Problems().Len(); n != 0 {
			t.Errorf("%s: %d problems, want none: %v", name, n, g.Problems().List())
		}
	}
}
