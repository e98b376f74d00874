package strategy

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
)

// UnitTable is the table of unit and building kinds (tables/units.csv).
const UnitTable = "units"

// Role is what a kind is for (the unit table's role column).
type Role uint8

// The roles.
const (
	RoleWorker   Role = iota // gathers, builds
	RoleSoldier              // fights
	RoleHall                 // trains workers, takes resources in
	RoleBarracks             // trains soldiers
	RoleFarm                 // gives supply
	RoleMine                 // holds gold
	numRoles
)

var roleNames = [numRoles]string{"worker", "soldier", "hall", "barracks", "farm", "mine"}

// Def is one kind of unit or building, a row of the unit table. Numbers
// are whole: hit points; damage and armour (a hit does damage less armour,
// at least 1, times a roll from 50% to 100% as in Warcraft II); range
// in world units from edge to edge; cooldown in steps; speed in 1/Sub
// world units a step; sight in tiles; gold and wood it costs; supply it
// takes (a negative number: supply it gives); time in steps to train or
// build; size in world units of radius for a unit, in tiles of side for
// a building.
type Def struct {
	ID, Name                               string
	Role                                   Role
	HP, Damage, Armor, Range, Cooldown     int
	Speed, Sight, Gold, Wood, Supply, Time int
	Size                                   int
	// Trains are the kinds a building trains, in its keys' order.
	Trains []string
}

// Building reports whether the kind is a building (it has a footprint).
func (d *Def) Building() bool { return d.Role >= RoleHall }

// Defs are the unit table read: the kinds by id, and in table order.
type Defs struct {
	Kinds map[string]*Def
	Order []string
}

// Kind returns the def of id, or nil.
func (d *Defs) Kind(id string) *Def {
	if d == nil {
		return nil
	}
	return d.Kinds[id]
}

// The bounds of the unit table's numbers.
const (
	MaxHP       = 99999
	MaxNumber   = 9999
	MaxSize     = 4 // a building's side in tiles
	MaxUnitSize = 15
)

// ReadDefs reads the unit table (through table). Every mistake is an
// error at its file:row:col (a missing table or column names the file);
// a row with a mistake is still read, the bad cell taken as its bound, so
// the rest plays.
func ReadDefs(lookup func(name string) (*table.Table, bool)) (*Defs, []error) {
	d := &Defs{Kinds: map[string]*Def{}}
	t, ok := lookup(UnitTable)
	if !ok {
		return d, []error{fmt.Errorf("no table %q (tables/%s.csv)", UnitTable, UnitTable)}
	}
	c := &cols{t: t}
	name, role, trains := c.find("name", table.TypeText), c.find("role", table.TypeText), c.find("trains", table.TypeText)
	nums := [...]struct {
		col    string
		lo, hi int
	}{{"hp", 1, MaxHP}, {"damage", 0, MaxNumber}, {"armor", 0, MaxNumber}, {"range", 0, MaxNumber}, {"cooldown", 1, MaxNumber},
		{"speed", 0, 4 * Sub}, {"sight", 1, 12}, {"gold", 0, MaxNumber}, {"wood", 0, MaxNumber}, {"supply", -MaxSupply, MaxSupply},
		{"time", 1, MaxNumber}, {"size", 1, MaxUnitSize}}
	var idx [len(nums)]int
	for i, n := range nums {
		idx[i] = c.find(n.col, table.TypeInt)
	}
	for r := range t.Len() {
		def := &Def{ID: t.ID(r), Name: c.text(r, name)}
		if def.Name == "" {
			def.Name = def.ID
		}
		def.Role = Role(c.word(r, role, roleNames[:]))
		v := [len(nums)]*int{&def.HP, &def.Damage, &def.Armor, &def.Range, &def.Cooldown, &def.Speed, &def.Sight, &def.Gold, &def.Wood, &def.Supply, &def.Time, &def.Size}
		for i, n := range nums {
			hi := n.hi
			if n.col == "size" && def.Building() {
				hi = MaxSize
			}
			*v[i] = c.num(r, idx[i], n.lo, hi)
		}
		def.Trains = strings.Fields(c.text(r, trains))
		d.Kinds[def.ID] = def
		d.Order = append(d.Order, def.ID)
	}
	for _, id := range d.Order {
		def := d.Kinds[id]
		kept := def.Trains[:0]
		for _, k := range def.Trains {
			if td := d.Kinds[k]; td == nil || td.Building() {
				r, _ := t.RowIndex(id)
				c.cellErr(r, trains, "%q is not a unit of the table", k)
				continue
			}
			kept = append(kept, k)
		}
		def.Trains = kept
	}
	return d, c.errs
}

// cols finds a table's columns by name and type; a missing one, or one of
// another type, is an error naming the file.
type cols struct {
	t    *table.Table
	errs []error
}

func (c *cols) find(name string, typ table.Type) int {
	i, ok := c.t.ColumnIndex(name)
	if !ok || c.t.Column(i).Type != typ {
		c.errs = append(c.errs, fmt.Errorf("%s: no %s column %q (write its header %s:%s)", c.t.File(), typ, name, name, typ))
		return -1
	}
	return i
}

// num reads a whole-number cell from lo to hi; out of range is an error at
// the cell and the nearest bound is used.
func (c *cols) num(row, col, lo, hi int) int {
	if col < 0 {
		return lo
	}
	n := c.t.Int(row, col)
	if n < int64(lo) || n > int64(hi) {
		c.cellErr(row, col, "%d is not from %d to %d", n, lo, hi)
		return int(min(max(n, int64(lo)), int64(hi)))
	}
	return int(n)
}

func (c *cols) text(row, col int) string {
	if col < 0 {
		return ""
	}
	return strings.TrimSpace(c.t.Text(row, col))
}

func (c *cols) cellErr(row, col int, format string, args ...any) {
	if col < 0 {
		c.errs = append(c.errs, fmt.Errorf("%s: row %q: "+format, append([]any{c.t.File(), c.t.ID(row)}, args...)...))
		return
	}
	c.errs = append(c.errs, c.t.CellError(row, col, fmt.Errorf(format, args...)))
}

// word reads a cell that is one of names; anything else is an error and
// the first name is used.
func (c *cols) word(row, col int, names []string) int {
	s := c.text(row, col)
	for i, n := range names {
		if n == s {
			return i
		}
	}
	c.cellErr(row, col, "%q is not one of %s", s, strings.Join(names, ", "))
	return 0
}
