package battles

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
)

// templateDefs reads the template's tables.
func templateDefs(t *testing.T) *Defs {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	d, errs := ReadDefs(set.Table)
	if len(errs) > 0 {
		t.Fatalf("the template's tables: %v", errs)
	}
	return d
}

// skill reads one row of a skill table.
func skill(t *testing.T, row string) *SkillDef {
	t.Helper()
	tb, err := table.Parse([]byte("id,name:text,mp:int,target:text,kind:text,element:text,power:text,status:text,turns:int,chance:int\n"+row+"\n"), "skills.csv")
	if err != nil {
		t.Fatal(err)
	}
	m, errs := ReadSkills(tb)
	if len(errs) > 0 || len(m) != 1 {
		t.Fatalf("%s: %v", row, errs)
	}
	for _, d := range m {
		return d
	}
	return nil
}

func TestTemplateTablesRead(t *testing.T) {
	d := templateDefs(t)
	if len(d.Heroes) != 3 || len(d.Enemies) != 5 || len(d.Items) != 4 || d.Skills["attack"] == nil {
		t.Errorf("read %d heroes, %d enemies, %d items; attack %v", len(d.Heroes), len(d.Enemies), len(d.Items), d.Skills["attack"])
	}
	if got := d.ItemOrder; strings.Join(got, " ") != "Potion Antidote Phoenix Ether" {
		t.Errorf("items in order %q", got)
	}
}

// TestDamageFormula: damage is the formula of the user's and target's
// stats, times the element's scale, halved by defending or guard, rounded
// down, at least 1.
func TestDamageFormula(t *testing.T) {
	d := skill(t, "hit,Hit,0,one,damage,fire,atk*4 - target.def*2,,0,0")
	rng := griff.NewRand(1)
	for _, c := range []struct {
		atk, def    int
		scale       float64
		defend      bool
		guard       bool
		want, hpout int
	}{
		{10, 5, 1, false, false, 30, 70},
		{10, 5, 2, false, false, 60, 40},
		{10, 5, 0.5, false, false, 15, 85},
		{10, 5, 1, true, false, 15, 85},
		{10, 5, 1, false, true, 15, 85},
		{11, 5, 0.5, true, false, 8, 92},   // 34 * 0.5 * 0.5 = 8.5, rounded down
		{1, 50, 1, false, false, 1, 99},    // below 1 is 1
		{999, 0, 2, false, false, 7992, 0}, // no HP below 0, the whole hit counted
	} {
		u := &Fighter{Atk: c.atk, HP: 10, MaxHP: 10}
		x := &Fighter{Def: c.def, HP: 100, MaxHP: 100, Defending: c.defend}
		if c.guard {
			x.give(StatusGuard, 2)
		}
		o, err := Apply(d, u, x, c.scale, rng)
		if err != nil {
			t.Fatal(err)
		}
		if want := c.want; o.Amount != want || x.HP != c.hpout {
			t.Errorf("atk %d def %d scale %v defend %v guard %v: dealt %d (HP %d), want %d (HP %d)", c.atk, c.def, c.scale, c.defend, c.guard, o.Amount, x.HP, want, c.hpout)
		}
	}
}

// TestDiceVariance: a formula's dice roll from the Rand given: every
// result within the dice's range, the same seed the same rolls.
func TestDiceVariance(t *testing.T) {
	d := skill(t, "hit,Hit,0,one,damage,,atk*2 - target.def + 2d4,,0,0")
	roll := func(seed uint64) []int {
		rng := griff.NewRand(seed)
		var out []int
		for range 200 {
			x := &Fighter{Def: 4, HP: 500, MaxHP: 500}
			o, _ := Apply(d, &Fighter{Atk: 10}, x, 1, rng)
			out = append(out, o.Amount)
		}
		return out
	}
	a, b := roll(7), roll(7)
	seen := map[int]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("roll %d: %d then %d with the same seed", i, a[i], b[i])
		}
		if a[i] < 18 || a[i] > 24 {
			t.Errorf("roll %d: %d, want 16+2d4 (18 to 24)", i, a[i])
		}
		seen[a[i]] = true
	}
	if len(seen) != 7 {
		t.Errorf("200 rolls of 16+2d4 gave %d different totals, want all 7", len(seen))
	}
}

func TestElementScale(t *testing.T) {
	for _, c := range []struct {
		el   string
		want float64
	}{{"", 1}, {"fire", 2}, {"ice", 0.5}, {"bolt", 1}, {"both", 2}} {
		if got := ElementScale(c.el, []string{"fire", "both"}, []string{"ice", "both"}); got != c.want {
			t.Errorf("%q: %v, want %v", c.el, got, c.want)
		}
	}
}

// TestHealReviveCure: healing stops at the maximum and passes over the
// fallen; a revive raises only the fallen, with no statuses; a cure takes
// its status.
func TestHealReviveCure(t *testing.T) {
	rng := griff.NewRand(1)
	heal := skill(t, "cure,Cure,4,ally,heal,,mag*2 + 10,,0,0")
	x := &Fighter{HP: 50, MaxHP: 60, Mag: 10}
	if o, _ := Apply(heal, x, x, 1, rng); o.Amount != 10 || x.HP != 60 || !o.Healed {
		t.Errorf("heal: %+v, HP %d; want 10 given, HP 60", o, x.HP)
	}
	down := &Fighter{HP: 0, MaxHP: 80, Statuses: []Status{{StatusPoison, 2}}}
	if o, _ := Apply(heal, x, down, 1, rng); o.Amount != 0 || down.HP != 0 {
		t.Errorf("heal on the fallen: %+v, HP %d", o, down.HP)
	}
	raise := skill(t, "raise,Raise,12,ally,revive,,target.maxhp/4,,0,0")
	if o, _ := Apply(raise, x, down, 1, rng); o.Amount != 20 || down.HP != 20 || len(down.Statuses) != 0 {
		t.Errorf("revive: %+v, HP %d, statuses %v; want 20 HP, none", o, down.HP, down.Statuses)
	}
	if o, _ := Apply(raise, x, x, 1, rng); o.Amount != 0 || x.HP != 60 {
		t.Errorf("revive on the standing: %+v, HP %d", o, x.HP)
	}
	ether := skill(t, "ether,Ether,0,ally,mp,,20,,0,0")
	x.MP, x.MaxMP = 5, 30
	if o, _ := Apply(ether, x, x, 1, rng); o.Amount != 20 || x.MP != 25 || !o.MP {
		t.Errorf("ether: %+v, MP %d; want 20 given, MP 25", o, x.MP)
	}
	if o, _ := Apply(ether, x, x, 1, rng); o.Amount != 5 || x.MP != 30 {
		t.Errorf("ether past the maximum: %+v, MP %d; want 5 given, MP 30", o, x.MP)
	}
	cure := skill(t, "esuna,Esuna,3,ally,cure,,,poison,0,0")
	x.give(StatusPoison, 3)
	if o, _ := Apply(cure, x, x, 1, rng); !o.Cured || x.Has(StatusPoison) {
		t.Errorf("cure: %+v, statuses %v", o, x.Statuses)
	}
}

// TestStatusRules: poison takes a tenth of the maximum at each turn's end,
// durations count the fighter's own turns, a hit wakes the sleeping,
// haste and slow double and halve the speed and take each other away.
func TestStatusRules(t *testing.T) {
	x := &Fighter{HP: 55, MaxHP: 55, Spd: 9}
	x.give(StatusPoison, 2)
	x.give(StatusSleep, 3)
	if n := x.EndTurn(); n != 5 || x.HP != 50 {
		t.Errorf("poison took %d (HP %d), want 5 (HP 50)", n, x.HP)
	}
	if n := x.EndTurn(); n != 5 || x.Has(StatusPoison) || !x.Has(StatusSleep) {
		t.Errorf("second turn: took %d, statuses %v; want 5, poison worn off, still asleep", n, x.Statuses)
	}
	if n := x.EndTurn(); n != 0 || x.Has(StatusSleep) {
		t.Errorf("third turn: took %d, statuses %v; want 0, awake", n, x.Statuses)
	}
	low := &Fighter{HP: 3, MaxHP: 9}
	low.give(StatusPoison, 5)
	if n := low.EndTurn(); n != 1 || low.HP != 2 {
		t.Errorf("poison of a 9 HP fighter took %d (HP %d), want at least 1", n, low.HP)
	}
	y := &Fighter{HP: 30, MaxHP: 30, Def: 0}
	y.give(StatusSleep, 3)
	if o, _ := Apply(skill(t, "hit,Hit,0,one,damage,,5,,0,0"), x, y, 1, griff.NewRand(1)); !o.Woke || y.Has(StatusSleep) {
		t.Errorf("a hit left the sleeper asleep: %+v %v", o, y.Statuses)
	}
	if x.Speed() != 9 {
		t.Errorf("speed %d, want 9", x.Speed())
	}
	x.give(StatusHaste, 2)
	if x.Speed() != 18 {
		t.Errorf("hasted speed %d, want 18", x.Speed())
	}
	x.give(StatusSlow, 2)
	if x.Speed() != 4 || x.Has(StatusHaste) {
		t.Errorf("slowed speed %d (statuses %v), want 4 and no haste", x.Speed(), x.Statuses)
	}
}

// TestStatusChance: a status with a chance of 50 percent takes about half
// the time, rolled from the Rand.
func TestStatusChance(t *testing.T) {
	d := skill(t, "lull,Lullaby,0,one,status,,,sleep,2,50")
	rng := griff.NewRand(3)
	took := 0
	for range 1000 {
		x := &Fighter{HP: 10, MaxHP: 10}
		if o, _ := Apply(d, x, x, 1, rng); o.Status == StatusSleep {
			took++
		}
	}
	if took < 450 || took > 550 {
		t.Errorf("sleep took %d times of 1000 at 50 percent", took)
	}
}

// TestLevels: the next formula 10*lvl*lvl raises level 1 at 10 XP, level
// 2 at 40; stats grow by the table's growth per level.
func TestLevels(t *testing.T) {
	d := templateDefs(t)
	k := d.Heroes["knight"]
	rng := griff.NewRand(1)
	for _, c := range []struct{ xp, want int }{{0, 1}, {9, 1}, {10, 2}, {39, 2}, {40, 3}, {90, 4}, {1 << 30, MaxLevel}} {
		if got := k.Level(1, c.xp, rng); got != c.want {
			t.Errorf("%d XP: level %d, want %d", c.xp, got, c.want)
		}
	}
	x := &Fighter{Level: 1}
	k.Stats(x)
	x.HP = x.MaxHP - 20
	x.Level = 3
	k.Stats(x)
	if x.MaxHP != 80 || x.HP != 60 || x.Atk != 20 || x.Def != 14 || x.Spd != 11 {
		t.Errorf("a knight of level 3: %+v; want 80 max HP (60 left), atk 20, def 14, spd 11", x)
	}
	if !k.Knows("power", 1) || k.Knows("fire", 99) {
		t.Error("the knight's skills are wrong")
	}
}

// TestChooseIsDeterministic: an enemy's moves from one seed are the same
// every time, follow their weights, and skip the moves it lacks the MP for.
func TestChooseIsDeterministic(t *testing.T) {
	d := templateDefs(t)
	ai := d.Enemies["drake"].AI
	pick := func(seed uint64, mp int) []string {
		rng := griff.NewRand(seed)
		var out []string
		for range 1000 {
			out = append(out, Choose(ai, d.Skills, mp, rng))
		}
		return out
	}
	a, b := pick(5, 30), pick(5, 30)
	count := map[string]int{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("move %d: %s then %s from the same seed", i, a[i], b[i])
		}
		count[a[i]]++
	}
	if count["attack"] < 540 || count["attack"] > 660 || count["flame"] != 1000-count["attack"] {
		t.Errorf("moves %v, want attack:3 flame:2", count)
	}
	for _, m := range pick(5, 0) {
		if m != "attack" {
			t.Fatalf("an enemy with no MP chose %s", m)
		}
	}
}

// TestBadTablesWarnAtCells: mistakes are reported at the table's file,
// row and column, and the rows with them left out.
func TestBadTablesWarnAtCells(t *testing.T) {
	skills := "id,name:text,mp:int,target:text,kind:text,element:text,power:text,status:text,turns:int,chance:int\n" +
		"attack,Attack,0,one,damage,,atk*2 - target.def,,0,0\n" +
		"bad1,Bad,0,everyone,damage,,atk,,0,0\n" +
		"bad2,Bad,0,one,damage,,atk * (2,,0,0\n" +
		"bad3,Bad,0,one,damage,,luck*2,,0,0\n" +
		"bad4,Bad,0,one,status,,,stone,2,0\n" +
		"bad5,Bad,0,one,damage,,,,0,0\n" +
		"bad6,Bad,0,one,damage,,atk,,0,101\n"
	set, err := data.LoadFiles(map[string][]byte{
		"skills.csv":  []byte(skills),
		"heroes.csv":  []byte("id,name:text,look:int,hp:int,mp:int,atk:int,def:int,mag:int,spr:int,spd:int,hpUp:int,mpUp:int,atkUp:int,defUp:int,magUp:int,sprUp:int,spdUp:int,skills:text,next:text\nk,K,0,10,0,1,1,1,1,1,1,0,0,0,0,0,0,attack:1 fly:2 attack:x,10*lvl\n"),
		"enemies.csv": []byte("id,name:text,look:int,hp:int,mp:int,atk:int,def:int,mag:int,spr:int,spd:int,xp:int,weak:text,resist:text,ai:text\ns,S,9,10,0,1,1,1,1,1,1,,,attack:1\nt,T,1,10,0,1,1,1,1,1,1,,,dance:2\n"),
		"items.csv":   []byte("id,name:text,skill:text\nPotion,Potion,drink\n"),
	})
	if err != nil {
		t.Fatal(err)
	}
	d, errs := ReadDefs(set.Table)
	var got []string
	for _, e := range errs {
		var te *table.Error
		if !errors.As(e, &te) {
			t.Errorf("not at a cell: %v", e)
			continue
		}
		got = append(got, e.Error())
	}
	for _, want := range []string{
		"skills.csv:3: row 3, column 4 (target)", "skills.csv:4: row 4, column 7 (power)", "skills.csv:5: row 5, column 7 (power)",
		"skills.csv:6: row 6, column 8 (status)", "skills.csv:7: row 7, column 7 (power)", "skills.csv:8: row 8, column 10 (chance)",
		"heroes.csv:2: row 2, column 18 (skills): id \"k\": no skill \"fly\"", "\"attack:x\" is not skill:level",
		"enemies.csv:2: row 2, column 3 (look)", "enemies.csv:3: row 3, column 14 (ai)", "items.csv:2: row 2, column 3 (skill)",
	} {
		found := false
		for _, g := range got {
			found = found || strings.Contains(g, want)
		}
		if !found {
			t.Errorf("no mistake %q in:\n%s", want, strings.Join(got, "\n"))
		}
	}
	if len(d.Skills) != 1 || len(d.Heroes) != 1 || len(d.Enemies) != 1 || len(d.Items) != 0 {
		t.Errorf("kept %d skills, %d heroes, %d enemies, %d items; want the good skill, the hero and the enemy with a wrong skill", len(d.Skills), len(d.Heroes), len(d.Enemies), len(d.Items))
	}
	if k := d.Heroes["k"]; k == nil || len(k.Skills) != 1 || k.Skills[0].Skill != "attack" {
		t.Errorf("the hero with two wrong skills is %+v, want it with attack only", k)
	}
	if e := d.Enemies["t"]; e == nil || len(e.AI) != 1 || e.AI[0] != (Choice{"attack", 1}) {
		t.Errorf("the enemy with a wrong move is %+v, want it attacking", e)
	}
}

// TestMissingColumnsAndTables: a table without a column, or no table at
// all, is a mistake naming the file, and nothing of it is read.
func TestMissingColumnsAndTables(t *testing.T) {
	set, err := data.LoadFiles(map[string][]byte{"skills.csv": []byte("id,name:text,mp:int\nattack,Attack,0\n")})
	if err != nil {
		t.Fatal(err)
	}
	d, errs := ReadDefs(set.Table)
	msg := ""
	for _, e := range errs {
		msg += e.Error() + "\n"
	}
	for _, want := range []string{`skills.csv: no text column "target"`, `no table "heroes"`, `no table "enemies"`, `no table "items"`, `no row "attack"`} {
		if !strings.Contains(msg, want) {
			t.Errorf("no mistake %q in:\n%s", want, msg)
		}
	}
	if len(d.Skills) != 0 {
		t.Errorf("read %d skills of a table missing columns", len(d.Skills))
	}
}

// FuzzReadTables: any bytes as any of the tables read without a panic.
func FuzzReadTables(f *testing.F) {
	for _, name := range []string{"skills", "heroes", "enemies", "items"} {
		b, err := templateFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, uint8(0))
	}
	f.Add([]byte("id,power:text\nx,1/0\n"), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, which uint8) {
		tb, err := table.Parse(b, "fuzz.csv")
		if err != nil {
			return
		}
		skills, _ := ReadSkills(tb)
		switch which % 4 {
		case 0:
			for _, d := range skills {
				x := &Fighter{HP: 10, MaxHP: 10}
				Apply(d, x, x, 2, griff.NewRand(1))
			}
		case 1:
			for _, d := range must(ReadHeroes(tb, skills)) {
				d.Level(1, 1000, griff.NewRand(1))
			}
		case 2:
			ReadEnemies(tb, skills)
		case 3:
			ReadItems(tb, skills)
		}
	})
}

func must[T any](v T, _ []error) T { return v }

func templateFile(name string) ([]byte, error) {
	f, err := Template().Open("tables/" + name + ".csv")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := f.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return []byte(b.String()), nil
}
