package strategy

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime/tables"
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
	c := tables.NewReader(t)
	name, role, trains := c.Column("name", table.TypeText), c.Column("role", table.TypeText), c.Column("trains", table.TypeText)
	nums := [...]struct {
		col    string
		lo, hi int
	}{{"hp", 1, MaxHP}, {"damage", 0, MaxNumber}, {"armor", 0, MaxNumber}, {"range", 0, MaxNumber}, {"cooldown", 1, MaxNumber},
		{"speed", 0, 4 * Sub}, {"sight", 1, 12}, {"gold", 0, MaxNumber}, {"wood", 0, MaxNumber}, {"supply", -MaxSupply, MaxSupply},
		{"time", 1, MaxNumber}, {"size", 1, MaxUnitSize}}
	var idx [len(nums)]int
	for i, n := range nums {
		idx[i] = c.Column(n.col, table.TypeInt)
	}
	for r := range t.Len() {
		def := &Def{ID: t.ID(r), Name: c.Text(r, name)}
		if def.Name == "" {
			def.Name = def.ID
		}
		def.Role = Role(word(c, r, role, roleNames[:]))
		v := [len(nums)]*int{&def.HP, &def.Damage, &def.Armor, &def.Range, &def.Cooldown, &def.Speed, &def.Sight, &def.Gold, &def.Wood, &def.Supply, &def.Time, &def.Size}
		for i, n := range nums {
			hi := n.hi
			if n.col == "size" && def.Building() {
				hi = MaxSize
			}
			*v[i] = c.Int(r, idx[i], n.lo, hi)
		}
		def.Trains = strings.Fields(c.Text(r, trains))
		d.Kinds[def.ID] = def
		d.Order = append(d.Order, def.ID)
	}
	for _, id := range d.Order {
		def := d.Kinds[id]
		kept := def.Trains[:0]
		for _, k := range def.Trains {
			if td := d.Kinds[k]; td == nil || td.Building() {
				r, _ := t.RowIndex(id)
				c.Errorf(r, trains, "%q is not a unit of the table", k)
				continue
			}
			kept = append(kept, k)
		}
		def.Trains = kept
	}
	return d, c.Errs
}

// word reads a cell that is one of names; anything else is an error and
// the first name is used.
func word(c *tables.Reader, row, col int, names []string) int {
	if i := c.Word(row, col, names); i >= 0 {
		return i
	}
	c.Errorf(row, col, "%q is not one of %s", c.Text(row, col), strings.Join(names, ", "))
	return 0
}
