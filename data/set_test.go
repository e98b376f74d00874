package data_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
)

func loadGame(t testing.TB) *data.Set {
	t.Helper()
	s, err := data.LoadFS(os.DirFS("testdata/game"), "tables")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func cell(t testing.TB, s *data.Set, tb, row, col string) data.Cell {
	t.Helper()
	c, err := s.Cell(tb, row, col)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestLoadFS(t *testing.T) {
	s := loadGame(t)
	var names []string
	for _, tb := range s.Tables() {
		names = append(names, tb.Name())
	}
	if got := strings.Join(names, " "); got != "consts heroes levels weapons" {
		t.Errorf("tables %q, want consts heroes levels weapons", got)
	}
}

// TestEvalCells evaluates formula cells with a seeded rng and checks them against
// the same dice rolled by hand from a second rng with the same seed.
func TestEvalCells(t *testing.T) {
	s := loadGame(t)
	tests := []struct {
		row  string
		want func(r *griff.Rand) float64
	}{
		{"knight", func(r *griff.Rand) float64 { return float64(r.IntRange(1, 6)+r.IntRange(1, 6)) + 16 + 3 }},
		{"ranger", func(r *griff.Rand) float64 { return 2 * float64(r.IntRange(1, 6)+1+2) }},
		{"monk", func(r *griff.Rand) float64 { return float64(r.IntRange(1, 8)) + 6.5 + 2 }},
	}
	for _, tt := range tests {
		c := cell(t, s, "heroes", tt.row, "damage")
		for seed := range uint64(20) {
			got, err := s.Eval(c, griff.NewRand(seed))
			want := tt.want(griff.NewRand(seed))
			if err != nil || got != want {
				t.Errorf("%s damage with seed %d = %v, %v, want %v", tt.row, seed, got, err, want)
			}
		}
	}
	if got, err := s.Eval(cell(t, s, "levels", "10", "bonus"), nil); err != nil || got != 4 {
		t.Errorf("levels[10].bonus = %v, %v, want round(4.375) = 4", got, err)
	}
	if _, err := s.Eval(cell(t, s, "heroes", "knight", "name"), nil); !errors.Is(err, data.ErrBadRef) {
		t.Errorf("Eval of a text cell: error %v, want ErrBadRef", err)
	}
}

func TestCompileRow(t *testing.T) {
	s := loadGame(t)
	f, err := s.Compile("heroes", "strength * 2 + weapon.bonus + weapons[axe].bonus + level")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"knight": 32 + 3 + 2 + 12, "ranger": 22 + 1 + 2 + 8}
	for id, w := range want {
		row, err := s.Row("heroes", id)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := f.Eval(row, nil); err != nil || got != w {
			t.Errorf("%s: %v, %v, want %v", id, got, err, w)
		}
	}
	monk, _ := s.Row("heroes", "monk")
	if _, err := f.Eval(monk, nil); !errors.Is(err, data.ErrEmptyRef) {
		t.Errorf("monk (no weapon): error %v, want ErrEmptyRef", err)
	}
	if _, err := f.Eval(s, nil); !errors.Is(err, data.ErrNeedsRow) {
		t.Errorf("without a row: error %v, want ErrNeedsRow", err)
	}
	for _, src := range []string{"strenght", "name", "weapon", "level.x", "weapon.nope", "nope[x].y", "heroes[nobody].level"} {
		if _, err := s.Compile("heroes", src); err == nil {
			t.Errorf("Compile(%q): no error", src)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	weapons := "id,damage:dice\nsword,1d8\n"
	tests := []struct {
		name  string
		files map[string][]byte
		want  string
		is    error
	}{
		{"cycle", map[string][]byte{"cycle.csv": read(t, "testdata/cycle.csv")},
			`cycle.csv:2: row 2, column 2 (a): id "x": formula cycle: cycle[x].a -> cycle[x].b -> cycle[x].a`, data.ErrCycle},
		{"self", map[string][]byte{"s.csv": []byte("id,a:formula\nx,1\ny,s[y].a + 1\n")},
			`s.csv:3: row 3, column 2 (a): id "y": formula cycle: s[y].a -> s[y].a`, data.ErrCycle},
		{"across tables", map[string][]byte{
			"a.csv": []byte("id,f:formula,w:ref(b)\nr,w.g,q\n"),
			"b.csv": []byte("id,g:formula\np,1\nq,a[r].f * 2\n")},
			`a.csv:2: row 2, column 2 (f): id "r": formula cycle: a[r].f -> b[q].g -> a[r].f`, data.ErrCycle},
		{"missing row", map[string][]byte{"weapons.csv": []byte(weapons), "h.csv": []byte("id,w:ref(weapons)\nk,spear\n")},
			`h.csv:2: row 2, column 2 (w): id "k": bad reference: no row "spear" in table weapons`, data.ErrBadRef},
		{"missing table", map[string][]byte{"h.csv": []byte("id,w:ref(weapons)\nk,sword\n")},
			`h.csv: column 2 (w): bad reference: no table weapons`, data.ErrBadRef},
		{"unknown column", map[string][]byte{"h.csv": []byte("id,str:int,d:formula\nk,1,strr * 2\n")},
			`h.csv:2: row 2, column 3 (d): id "k": formula "strr * 2": col 1: strr: bad reference: no column "strr" in table h`, data.ErrBadRef},
		{"empty via", map[string][]byte{"weapons.csv": []byte(weapons), "h.csv": []byte("id,w:ref(weapons),d:formula\nk,,w.damage\n")},
			`h.csv:2: row 2, column 3 (d): id "k": formula "w.damage": col 1: w.damage: bad reference: w is empty in this row`, data.ErrBadRef},
		{"bad cell", map[string][]byte{"x.csv": []byte("id,a:int\nr,zz\n")},
			`x.csv:2: row 2, column 2 (a): id "r": "zz" is not an int`, nil},
		{"two tables called a", map[string][]byte{"a.csv": []byte("id\n"), "old/a.csv": []byte("id\n")},
			`old/a.csv: two tables called a`, nil},
		{"text column", map[string][]byte{"h.csv": []byte("id,n:text,d:formula\nk,x,n + 1\n")},
			`col 1: n: bad reference: n is text, which formulas cannot read`, data.ErrBadRef},
	}
	for _, tt := range tests {
		_, err := data.LoadFiles(tt.files)
		var te *table.Error
		if (tt.is != nil && !errors.Is(err, tt.is)) || !errors.As(err, &te) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error\n%v\nwant %v containing\n%s", tt.name, err, tt.is, tt.want)
		}
	}
}

func read(t *testing.T, name string) []byte {
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEvalErrorNamesCell(t *testing.T) {
	s, err := data.LoadFiles(map[string][]byte{"m.csv": []byte("id,a:formula,b:formula\nx,1 / 0,a + 1\n")})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Eval(cell(t, s, "m", "x", "b"), nil)
	want := `m[x].b: m[x].a: formula "1 / 0": col 3: division by zero`
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func TestWith(t *testing.T) {
	s := loadGame(t)
	w, _ := s.Table("weapons")
	row, _ := w.RowIndex("sword")
	col, _ := w.ColumnIndex("bonus")
	w2, err := w.WithCell(row, col, "10")
	if err != nil {
		t.Fatal(err)
	}
	s2, err := s.With(w2)
	if err != nil {
		t.Fatal(err)
	}
	c1, c2 := cell(t, s, "heroes", "knight", "damage"), cell(t, s2, "heroes", "knight", "damage")
	v1, _ := s.Eval(c1, griff.NewRand(1))
	v2, _ := s2.Eval(c2, griff.NewRand(1))
	if v2-v1 != 7 {
		t.Errorf("after sword bonus 3 -> 10 damage went %v -> %v, want +7", v1, v2)
	}
}

func TestEvalDamageAllocs(t *testing.T) {
	s := loadGame(t)
	c := cell(t, s, "heroes", "knight", "damage")
	rng := griff.NewRand(1)
	if a := testing.AllocsPerRun(1000, func() { s.Eval(c, rng) }); a != 0 {
		t.Errorf("Eval allocates %v times, want 0", a)
	}
	f, _ := s.Compile("heroes", "2d6 + strength + weapon.bonus")
	row, _ := s.Row("heroes", "knight")
	if a := testing.AllocsPerRun(1000, func() { f.Eval(row, rng) }); a != 0 {
		t.Errorf("row formula Eval allocates %v times, want 0", a)
	}
}

// BenchmarkEvalDamage evaluates "2d6 + strength + weapon.bonus": two references
// (one through a ref column into another table) and a dice roll.
func BenchmarkEvalDamage(b *testing.B) {
	s := loadGame(b)
	c := cell(b, s, "heroes", "knight", "damage")
	rng := griff.NewRand(1)
	for b.Loop() {
		if _, err := s.Eval(c, rng); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	fsys := os.DirFS("testdata/game")
	for b.Loop() {
		if _, err := data.LoadFS(fsys, "tables"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFormulaReadTwiceNotExponential: a formula cell reading another twice used
// to evaluate it twice, so each level doubled the work (2^39 evaluations for level
// 40). Dice-free cells are now worked out once, when the set is loaded.
func TestFormulaReadTwiceNotExponential(t *testing.T) {
	const n = 60
	var b strings.Builder
	b.WriteString("level,xp:formula,hit:formula\n1,100,1d6\n")
	for k := 2; k <= n; k++ {
		fmt.Fprintf(&b, "%d,levels[%d].xp + levels[%d].xp / 10,1d6 + levels[%d].xp + levels[%d].xp\n", k, k-1, k-1, k, k)
	}
	s, err := data.LoadFiles(map[string][]byte{"levels.csv": []byte(b.String())})
	if err != nil {
		t.Fatal(err)
	}
	want := 100.0
	for k := 2; k <= n; k++ {
		want = want + want/10
	}
	xp := cell(t, s, "levels", fmt.Sprint(n), "xp")
	if got, err := s.Eval(xp, nil); err != nil || got != want {
		t.Errorf("levels[%d].xp = %v, %v, want %v", n, got, err, want)
	}
	// A cell with dice is rolled at each Eval and reads the stored xp.
	hit := cell(t, s, "levels", fmt.Sprint(n), "hit")
	rng := griff.NewRand(3)
	seen := map[float64]bool{}
	for range 200 {
		got, err := s.Eval(hit, rng)
		ok := false
		for d := 1.0; d <= 6; d++ {
			ok = ok || got == d+want+want
		}
		if err != nil || !ok {
			t.Fatalf("levels[%d].hit = %v, %v, want 1d6 + %v + %v", n, got, err, want, want)
		}
		seen[got] = true
	}
	if len(seen) != 6 {
		t.Errorf("levels[%d].hit took %d values in 200 rolls, want 6", n, len(seen))
	}
	if a := testing.AllocsPerRun(100, func() { s.Eval(xp, nil) }); a != 0 {
		t.Errorf("Eval of a fixed cell allocates %v times, want 0", a)
	}
}

// TestLoadSepLine: a table file of a game's tables/ folder may start with a sep
// line; a mistake in it is still named by its row and line in the file.
func TestLoadSepLine(t *testing.T) {
	s, err := data.LoadFiles(map[string][]byte{
		"mobs.csv": []byte("\xef\xbb\xbfsep=;\r\nname;speed;hp;dmg:formula\r\nslime;1,5;10;hp * speed\r\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if v, err := s.Eval(cell(t, s, "mobs", "slime", "dmg"), nil); v != 15 || err != nil {
		t.Errorf("slime dmg = %v, %v; want 15", v, err)
	}
	_, err = data.LoadFiles(map[string][]byte{
		"mobs.csv": []byte("sep=,\nname,hp:int,dmg:formula\nslime,10,hp * speed\n"),
	})
	want := `mobs.csv:3: row 3, column 3 (dmg): name "slime": formula "hp * speed"`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want it to start with %q", err, want)
	}
}
