package tactics

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// TestTemplateMapsRead: the template's three maps read, with the settings
// their comments promise.
func TestTemplateMapsRead(t *testing.T) {
	want := map[string]struct {
		title          string
		fog            bool
		win            string
		units, enemies int
	}{
		"maps/map1.tac": {"Border Skirmish", false, WinRout, 7, 3},
		"maps/map2.tac": {"Misty Woods", true, WinRout, 9, 4},
		"maps/map3.tac": {"Castle Gate", false, WinSeize, 11, 5},
	}
	for file, w := range want {
		data, err := fs.ReadFile(Template(), file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ReadMap(file, data)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		enemies := 0
		for _, u := range m.Units {
			if u.Side == SideEnemy {
				enemies++
			}
		}
		b := m.Battle
		if b.Title != w.title || b.Fog != w.fog || b.Win != w.win || len(m.Units) != w.units || enemies != w.enemies ||
			len(b.Terrain) != b.Height || m.Tiles == "" || m.Sprites == "" {
			t.Errorf("%s: %+v with %d units (%d enemies)", file, b, len(m.Units), enemies)
		}
	}
}

// TestReadMapUnits: a unit takes its class's stats, full HP, its number
// and flags.
func TestReadMapUnits(t *testing.T) {
	m, err := ReadMap("u.tac", []byte("size 4 4\nmap\n....\n.F..\n....\n....\nunit player cavalier Sain 1 1 leader\nunit enemy archer Bow 3 3 hold\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, b := m.Units[0], m.Units[1]
	if s.Number != 1 || s.HP != 20 || s.MaxHP != 20 || s.Move != 7 || s.Movement != Mounted || !s.Leader || m.Cells[0] != grid.C(1, 1) {
		t.Errorf("Sain %+v at %v", s, m.Cells[0])
	}
	if b.Number != 2 || b.MinRange != 2 || b.MaxRange != 2 || !b.Hold || b.Side != SideEnemy {
		t.Errorf("Bow %+v", b)
	}
}

// TestReadMapErrors: each mistake is reported at its line and column.
func TestReadMapErrors(t *testing.T) {
	const good = "size 4 4\nmap\n....\n....\n....\n....\nunit player lord A 0 0\nunit enemy soldier B 3 3\n"
	cases := []struct{ text, want string }{
		{"sise 4 4\n", "m.tac:1:1: unknown keyword \"sise\""},
		{"size 4\n", "m.tac:1:1: size: want 2 numbers, got 1"},
		{"size 4 x\n", "m.tac:1:8: size: \"x\" is not a whole number"},
		{"  size 4 99\n", "m.tac:1:10: size: 99 is out of range [4, 32]"},
		{"map\n", "m.tac:1:1: map: the size must come first"},
		{"size 4 4\nmap\n....\n..X.\n", "m.tac:4:3: map: 'X' is not a terrain"},
		{"size 4 4\nmap\n....\n.....\n", "m.tac:4:1: map: row 2 has 5 cells, want 4"},
		{"size 4 4\nmap\n....\n", "m.tac:4:1: map: row 2 of 4 is missing"},
		{"fog maybe\n", "m.tac:1:1: fog: want on or off"},
		{"win seize 2\n", "m.tac:1:1: win: want"},
		{good + "unit ally lord C 1 1\n", "m.tac:9:6: unit: side \"ally\""},
		{good + "unit player wizard C 1 1\n", "m.tac:9:13: unit: unknown class \"wizard\""},
		{good + "unit player lord C 1 1 boss\n", "m.tac:9:24: unit: \"boss\" is not leader or hold"},
		{good + "unit player lord C 0 0\n", "m.tac:9:20: unit: C's cell (0,0) is taken"},
		{"size 4 4\nmap\n....\n.~..\n....\n....\nunit player lord A 1 1\nunit enemy soldier B 3 3\n", "m.tac:7:20: unit: A (foot) cannot stand on water"},
		{"size 4 4\nmap\n....\n....\n....\n....\nunit player lord A 1 1\n", "the map needs a unit of each side"},
		{"size 4 4\nwin seize 5 1\n" + good[9:], "m.tac:2:11: win: the seize cell (5,1) is off the 4×4 map"},
		{"title\n", "m.tac:1:1: title: the map's name is missing"},
		{"\xff\n", "m.tac:1:1: the file is not UTF-8 text"},
		{strings.Repeat("#", MaxMapFileSize+1), "m.tac:1:1: the file is"},
		{"# only a comment\n", "m.tac:1:1: the map has no size"},
		{"size 4 4\n", "m.tac:2:1: the map has no \"map\" rows"},
	}
	for _, c := range cases {
		_, err := ReadMap("m.tac", []byte(c.text))
		var me *MapError
		if !errors.As(err, &me) || !strings.HasPrefix(err.Error(), c.want) && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
	if _, err := ReadMap("m.tac", []byte("\ufeff# a BOM\r\n"+strings.ReplaceAll(good, "\n", "\r\n"))); err != nil {
		t.Errorf("a BOM and CRLF lines: %v", err)
	}
}

// FuzzReadMap: any bytes read to a map or a *MapError at a line and column
// from 1, never a panic; a map read builds its battle's nodes and its
// field, every unit on the map.
func FuzzReadMap(f *testing.F) {
	for _, file := range []string{"maps/map1.tac", "maps/map2.tac", "maps/map3.tac"} {
		data, err := fs.ReadFile(Template(), file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("size 4 4\nmap\n....\n....\n....\n....\nunit player lord A 0 0\nunit enemy soldier B 3 3\n"))
	f.Add([]byte("size 4 4\nwin seize 1 1\nfog on\nmap\n.FM~\n#H..\n....\n....\nunit player flier A 3 0 leader\nunit enemy mage B 3 3 hold\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ReadMap("f.tac", data)
		if err != nil {
			var me *MapError
			if !errors.As(err, &me) || me.Line < 1 || me.Col < 1 || me.File != "f.tac" {
				t.Fatalf("error %v is not at a line and column", err)
			}
			return
		}
		var fl Field
		m.Battle.Fill(&fl)
		for i, c := range m.Cells {
			if !fl.In(c) || Cost(fl.At(c), m.Units[i].Movement) == Impassable {
				t.Fatalf("unit %d at %v on %v", i, c, fl.At(c))
			}
		}
		if n := battleNode("f.tac", m); len(n.Children) < len(m.Units)+3 {
			t.Fatalf("%d nodes for %d units", len(n.Children), len(m.Units))
		}
	})
}
