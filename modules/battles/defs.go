package battles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/tables"
)

// The tables the module reads (tables/NAME.csv in a game folder).
const (
	HeroTable  = "heroes"
	EnemyTable = "enemies"
	SkillTable = "skills"
	ItemTable  = "items"
)

// Stat names a fighter's stat, in the order of a definition's stats.
type Stat uint8

// The stats, as the tables' columns and the formulas name them.
const (
	StatHP Stat = iota
	StatMP
	StatAtk
	StatDef
	StatMag
	StatSpr
	StatSpd
	statCount
)

var statNames = [statCount]string{"hp", "mp", "atk", "def", "mag", "spr", "spd"}

// Target is who a skill reaches.
type Target uint8

// The targets of a skill (the skill table's target column).
const (
	TargetOne    Target = iota // one foe, picked
	TargetAll                  // every foe standing
	TargetAlly                 // one of one's own side, picked (a fallen one too, for a revive)
	TargetAllies               // every one of one's own side standing
	TargetSelf                 // the user
)

var targetNames = []string{"one", "all", "ally", "allies", "self"}

// Kind is what a skill does.
type Kind uint8

// The kinds of skill (the skill table's kind column).
const (
	KindDamage Kind = iota // power is damage
	KindHeal               // power is hit points given back
	KindStatus             // gives Status (power unused)
	KindCure               // takes Status away
	KindRevive             // raises a fallen ally with power hit points
	KindMP                 // power is magic points given back
)

var kindNames = []string{"damage", "heal", "status", "cure", "revive", "mp"}

// SkillDef is one row of the skill table.
type SkillDef struct {
	ID, Name string
	// MP is the magic points it costs.
	MP     int
	Target Target
	Kind   Kind
	// Element is its element ("" for none): an enemy weak to it takes
	// double, one resisting it half.
	Element string
	// Power is the formula of its damage or healing (see the package
	// documentation, "Formulas"); nil for a status or cure skill.
	Power *formula.Formula
	// Status is the status it gives (a status skill, or a damage skill's
	// side effect) or cures, Turns how long it lasts and Chance the
	// percent chance it takes (100 by default).
	Status string
	Turns  int
	Chance int
}

// Learn is a skill a hero learns at a level.
type Learn struct {
	Skill string
	Level int
}

// HeroDef is one row of the hero table.
type HeroDef struct {
	ID, Name string
	// Look is its picture's column in the fighter sheet.
	Look int
	// Base are its stats at level 1, Grow what each level adds.
	Base, Grow [statCount]int
	// Skills are the skills it learns, with the level.
	Skills []Learn
	// Next is the formula of the experience needed to reach the next level
	// from level lvl (in all, not since the last).
	Next *formula.Formula
}

// Choice is one move of an enemy's AI and its weight.
type Choice struct {
	Skill  string
	Weight int
}

// EnemyDef is one row of the enemy table.
type EnemyDef struct {
	ID, Name string
	Look     int
	Stats    [statCount]int
	// XP is the experience it gives each hero standing when the battle is
	// won.
	XP int
	// Weak and Resist are the elements it takes double and half from.
	Weak, Resist []string
	// AI are its moves, picked by weight with the game's Rand.
	AI []Choice
}

// ItemDef is one row of the item table: an item of the party's inventory
// (by its id, as items.Inventory names it) used as the skill it names,
// costing no MP.
type ItemDef struct {
	ID, Name, Skill string
}

// Defs are a game's tables as the module reads them.
type Defs struct {
	// Heroes, Enemies, Skills and Items are the rows read, by id.
	Heroes  map[string]*HeroDef
	Enemies map[string]*EnemyDef
	Skills  map[string]*SkillDef
	Items   map[string]*ItemDef
	// ItemOrder are the item ids in table order (the battle's item list).
	ItemOrder []string
}

// MaxLook is the highest look: the fighter sheet's last column.
const MaxLook = 7

// word reads a cell that is one of names ("" gives def).
func word(c *tables.Reader, row, col int, names []string, def int) int {
	s := c.Text(row, col)
	if s == "" {
		return def
	}
	if i := c.Word(row, col, names); i >= 0 {
		return i
	}
	c.Errorf(row, col, "%q is none of %s", s, strings.Join(names, ", "))
	return def
}

// ReadSkills reads the skill table (tables/skills.csv): columns
// name:text, mp:int, target:text (one, all, ally, allies, self), kind:text
// (damage, heal, status, cure, revive, mp), element:text, power:text (a
// formula; see the package documentation), status:text, turns:int and
// chance:int (percent, 0 meaning 100). A row with a mistake is left out;
// each mistake is returned at its file, row and column.
func ReadSkills(t *table.Table) (map[string]*SkillDef, []error) {
	c := tables.NewReader(t)
	name, mp, target, kind := c.Column("name", table.TypeText), c.Column("mp", table.TypeInt), c.Column("target", table.TypeText), c.Column("kind", table.TypeText)
	elem, power, status := c.Column("element", table.TypeText), c.Column("power", table.TypeText), c.Column("status", table.TypeText)
	turns, chance := c.Column("turns", table.TypeInt), c.Column("chance", table.TypeInt)
	out := map[string]*SkillDef{}
	if len(c.Errs) > 0 {
		return out, c.Errs
	}
	for row := range t.Len() {
		n := len(c.Errs)
		d := &SkillDef{ID: t.ID(row), Name: c.Text(row, name), MP: c.Int(row, mp, 0, MaxStat),
			Target: Target(word(c, row, target, targetNames, 0)), Kind: Kind(word(c, row, kind, kindNames, 0)),
			Element: c.Text(row, elem), Status: c.Text(row, status), Turns: c.Int(row, turns, 0, 99), Chance: c.Int(row, chance, 0, 100)}
		if d.Chance == 0 {
			d.Chance = 100
		}
		if d.Name == "" {
			d.Name = d.ID
		}
		if src := c.Text(row, power); src != "" {
			f, err := formula.Compile(src, scope{})
			if err != nil {
				c.Errorf(row, power, "%v", err)
			}
			d.Power = f
		} else if d.Kind == KindDamage || d.Kind == KindHeal || d.Kind == KindRevive || d.Kind == KindMP {
			c.Errorf(row, power, "a %s skill needs a power formula", kindNames[d.Kind])
		}
		if d.Status != "" && !validStatus(d.Status) {
			c.Errorf(row, status, "no status %q (%s)", d.Status, strings.Join(statusNames, ", "))
		} else if (d.Kind == KindStatus || d.Kind == KindCure) && d.Status == "" {
			c.Errorf(row, status, "a %s skill names a status", kindNames[d.Kind])
		}
		if len(c.Errs) == n {
			out[d.ID] = d
		}
	}
	return out, c.Errs
}

func validStatus(s string) bool {
	for _, n := range statusNames {
		if n == s {
			return true
		}
	}
	return false
}

// statCols finds the seven stat columns.
func statCols(c *tables.Reader, prefix string) [statCount]int {
	var out [statCount]int
	for i, n := range statNames {
		out[i] = c.Column(prefix+n, table.TypeInt)
	}
	return out
}

// ReadHeroes reads the hero table (tables/heroes.csv): columns name:text,
// look:int, the stats at level 1 (hp, mp, atk, def, mag, spr, spd: int),
// what each level adds (hpUp ... spdUp: int), skills:text ("skill:level"
// separated by spaces; the skill table's ids) and next:text (the formula
// of the experience a hero of level lvl needs for the next). skills checks
// the ids against the skill table given: a skill that is not there, or a
// word that is not skill:level, is a mistake that leaves that skill out
// (the hero is kept).
func ReadHeroes(t *table.Table, skills map[string]*SkillDef) (map[string]*HeroDef, []error) {
	c := tables.NewReader(t)
	name, look, learn, next := c.Column("name", table.TypeText), c.Column("look", table.TypeInt), c.Column("skills", table.TypeText), c.Column("next", table.TypeText)
	base := statCols(c, "")
	var grow [statCount]int
	for i, n := range statNames {
		grow[i] = c.Column(n+"Up", table.TypeInt)
	}
	out := map[string]*HeroDef{}
	if len(c.Errs) > 0 {
		return out, c.Errs
	}
	for row := range t.Len() {
		n := len(c.Errs)
		d := &HeroDef{ID: t.ID(row), Name: c.Text(row, name), Look: c.Int(row, look, 0, MaxLook)}
		for i := range statCount {
			lo := 0
			if Stat(i) == StatHP || Stat(i) == StatSpd {
				lo = 1
			}
			d.Base[i], d.Grow[i] = c.Int(row, base[i], lo, MaxStat), c.Int(row, grow[i], 0, MaxStat)
		}
		f, err := formula.Compile(orDefault(c.Text(row, next), "10*lvl*lvl"), scope{})
		if err != nil {
			c.Errorf(row, next, "%v", err)
		}
		d.Next = f
		bad := len(c.Errs) > n
		for _, w := range strings.Fields(c.Text(row, learn)) { // a mistake here leaves the skill out, not the hero
			id, lv, _ := strings.Cut(w, ":")
			level, err := strconv.Atoi(lv)
			switch {
			case lv == "" || err != nil || level < 1 || level > MaxLevel:
				c.Errorf(row, learn, "%q is not skill:level (a level 1 to %d)", w, MaxLevel)
			case skills[id] == nil:
				c.Errorf(row, learn, "no skill %q in the skill table", id)
			default:
				d.Skills = append(d.Skills, Learn{id, level})
			}
		}
		if !bad {
			out[d.ID] = d
		}
	}
	return out, c.Errs
}

// ReadEnemies reads the enemy table (tables/enemies.csv): columns
// name:text, look:int, the stats (hp ... spd: int), xp:int, weak:text and
// resist:text (elements separated by spaces) and ai:text (its moves as
// "skill:weight" separated by spaces, weights 1 to 100; "attack:1" if
// empty, or when none is left). The ai's skills are checked against the
// skill table given: a move that is not there is a mistake that leaves the
// move out (the enemy is kept).
func ReadEnemies(t *table.Table, skills map[string]*SkillDef) (map[string]*EnemyDef, []error) {
	c := tables.NewReader(t)
	name, look, xp := c.Column("name", table.TypeText), c.Column("look", table.TypeInt), c.Column("xp", table.TypeInt)
	weak, resist, ai := c.Column("weak", table.TypeText), c.Column("resist", table.TypeText), c.Column("ai", table.TypeText)
	stats := statCols(c, "")
	out := map[string]*EnemyDef{}
	if len(c.Errs) > 0 {
		return out, c.Errs
	}
	for row := range t.Len() {
		n := len(c.Errs)
		d := &EnemyDef{ID: t.ID(row), Name: c.Text(row, name), Look: c.Int(row, look, 0, MaxLook), XP: c.Int(row, xp, 0, MaxStat),
			Weak: strings.Fields(c.Text(row, weak)), Resist: strings.Fields(c.Text(row, resist))}
		for i := range statCount {
			lo := 0
			if Stat(i) == StatHP || Stat(i) == StatSpd {
				lo = 1
			}
			d.Stats[i] = c.Int(row, stats[i], lo, MaxStat)
		}
		bad := len(c.Errs) > n
		for _, w := range strings.Fields(c.Text(row, ai)) { // a mistake here leaves the move out, not the enemy
			id, wt, _ := strings.Cut(w, ":")
			weight, err := strconv.Atoi(wt)
			switch {
			case err != nil || weight < 1 || weight > 100:
				c.Errorf(row, ai, "%q is not skill:weight (a weight 1 to 100)", w)
			case skills[id] == nil:
				c.Errorf(row, ai, "no skill %q in the skill table", id)
			default:
				d.AI = append(d.AI, Choice{id, weight})
			}
		}
		if len(d.AI) == 0 {
			d.AI = []Choice{{"attack", 1}}
		}
		if !bad {
			out[d.ID] = d
		}
	}
	return out, c.Errs
}

// ReadItems reads the item table (tables/items.csv): columns name:text
// and skill:text (the skill table's id of what using it does).
func ReadItems(t *table.Table, skills map[string]*SkillDef) (map[string]*ItemDef, []string, []error) {
	c := tables.NewReader(t)
	name, skill := c.Column("name", table.TypeText), c.Column("skill", table.TypeText)
	out := map[string]*ItemDef{}
	var order []string
	if len(c.Errs) > 0 {
		return out, nil, c.Errs
	}
	for row := range t.Len() {
		d := &ItemDef{ID: t.ID(row), Name: orDefault(c.Text(row, name), t.ID(row)), Skill: c.Text(row, skill)}
		if skills[d.Skill] == nil {
			c.Errorf(row, skill, "no skill %q in the skill table", d.Skill)
			continue
		}
		out[d.ID] = d
		order = append(order, d.ID)
	}
	return out, order, c.Errs
}

// ReadDefs reads the module's four tables through get (the tables
// service's Table), returning what reads and every mistake; a missing
// table is a mistake, and the battles go on with what there is.
func ReadDefs(get func(name string) (*table.Table, bool)) (*Defs, []error) {
	d := &Defs{Heroes: map[string]*HeroDef{}, Enemies: map[string]*EnemyDef{}, Skills: map[string]*SkillDef{}, Items: map[string]*ItemDef{}}
	var errs []error
	tab := func(name string) *table.Table {
		t, ok := get(name)
		if !ok {
			errs = append(errs, fmt.Errorf("no table %q (tables/%s.csv)", name, name))
		}
		return t
	}
	var e []error
	if t := tab(SkillTable); t != nil {
		d.Skills, e = ReadSkills(t)
		errs = append(errs, e...)
	}
	if t := tab(HeroTable); t != nil {
		d.Heroes, e = ReadHeroes(t, d.Skills)
		errs = append(errs, e...)
	}
	if t := tab(EnemyTable); t != nil {
		d.Enemies, e = ReadEnemies(t, d.Skills)
		errs = append(errs, e...)
	}
	if t := tab(ItemTable); t != nil {
		d.Items, d.ItemOrder, e = ReadItems(t, d.Skills)
		errs = append(errs, e...)
	}
	if d.Skills["attack"] == nil {
		errs = append(errs, errors.New("the skill table has no row \"attack\" (the Attack command)"))
	}
	return d, errs
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// scope binds the names of a skill's power formula: the user's stats by
// name (lvl, hp, maxhp, mp, maxmp, atk, def, mag, spr, spd) and the
// target's as target.NAME.
type scope struct{}

var formulaNames = [...]string{"lvl", "hp", "maxhp", "mp", "maxmp", "atk", "def", "mag", "spr", "spd"}

func (scope) Resolve(r formula.Ref) (int, error) {
	if r.Table != "" || (r.Via != "" && r.Via != "target") {
		return 0, fmt.Errorf("%s: a formula reads the user's stats (atk) and the target's (target.def)", r)
	}
	for i, n := range formulaNames {
		if n == r.Column {
			if r.Via == "target" {
				i += len(formulaNames)
			}
			return i, nil
		}
	}
	return 0, fmt.Errorf("no stat %q (%s)", r.Column, strings.Join(formulaNames[:], ", "))
}

// env is a formula's values: the user's and the target's stats.
type env struct{ user, target *Fighter }

func (e *env) Value(slot int, _ *griff.Rand) (float64, error) {
	f := e.user
	if slot >= len(formulaNames) {
		f, slot = e.target, slot-len(formulaNames)
	}
	if f == nil {
		f = e.user
	}
	var v int
	switch slot {
	case 0:
		v = f.Level
	case 1:
		v = f.HP
	case 2:
		v = f.MaxHP
	case 3:
		v = f.MP
	case 4:
		v = f.MaxMP
	case 5:
		v = f.Atk
	case 6:
		v = f.Def
	case 7:
		v = f.Mag
	case 8:
		v = f.Spr
	case 9:
		v = f.Spd
	}
	return float64(v), nil
}
