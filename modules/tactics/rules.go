package tactics

import (
	"github.com/griffengine/griff/runtime/grid"
)

// Terrain is the kind of a map cell. Its costs and defence are in
// terrainRules.
type Terrain uint8

// The terrains, with the character a map file writes each with.
const (
	Plains   Terrain = iota // '.'
	Forest                  // 'F'
	Mountain                // 'M'
	Water                   // '~'
	Wall                    // '#'
	Fort                    // 'H'
	terrains
)

// terrainChars are the map file's characters of the terrains, in order.
const terrainChars = ".FM~#H"

// String returns the terrain's name ("plains", "forest", ...).
func (t Terrain) String() string {
	if t >= terrains {
		return "unknown"
	}
	return terrainNames[t]
}

var terrainNames = [terrains]string{"plains", "forest", "mountain", "water", "wall", "fort"}

// Movement is how a unit moves, which sets what each terrain costs it.
type Movement uint8

// The movement types: on foot, in armour, mounted, flying.
const (
	Foot Movement = iota
	Armor
	Mounted
	Flying
	movements
)

var movementNames = [movements]string{"foot", "armor", "mounted", "flying"}

// String returns the movement type's name ("foot", "armor", ...).
func (m Movement) String() string {
	if m >= movements {
		return "unknown"
	}
	return movementNames[m]
}

// Impassable is the cost of a terrain a movement type cannot enter.
const Impassable = 0

// terrainRules are the movement points each movement type pays to enter a
// terrain (Impassable: never) and the defence the terrain adds to a unit on
// it. The numbers are Fire Emblem's (plains 1, forest 2, mountain 3 on foot
// and out of reach of armour and horses, water only for fliers; forest +1
// and mountain +2 defence, a fort +2), with Advance Wars' simplification
// that terrain adds defence and no avoid, since no attack here misses.
var terrainRules = [terrains]struct {
	cost    [movements]int // by Movement
	defence int
	opaque  bool // blocks sight in fog of war
}{
	Plains:   {cost: [movements]int{1, 1, 1, 1}},
	Forest:   {cost: [movements]int{2, 2, 3, 1}, defence: 1},
	Mountain: {cost: [movements]int{3, Impassable, Impassable, 1}, defence: 2, opaque: true},
	Water:    {cost: [movements]int{Impassable, Impassable, Impassable, 1}},
	Wall:     {cost: [movements]int{Impassable, Impassable, Impassable, Impassable}, opaque: true},
	Fort:     {cost: [movements]int{1, 1, 1, 1}, defence: 2},
}

// Cost returns the movement points a unit moving by m pays to enter terrain
// t, or Impassable (0) if it cannot.
func Cost(t Terrain, m Movement) int {
	if t >= terrains || m >= movements {
		return Impassable
	}
	return terrainRules[t].cost[m]
}

// Defence returns the defence terrain t adds to a unit standing on it.
func Defence(t Terrain) int {
	if t >= terrains {
		return 0
	}
	return terrainRules[t].defence
}

// Class is a unit class's stats, the defaults of a map file's unit of that
// class.
type Class struct {
	// Name is the class's name in map files ("soldier").
	Name string
	// HP, Attack and Defence are hit points, attack and defence.
	HP, Attack, Defence int
	// Move is the movement points a unit has each turn.
	Move int
	// Movement is how it moves.
	Movement Movement
	// MinRange and MaxRange are the distances (in cells, |dx|+|dy|) it
	// attacks at.
	MinRange, MaxRange int
	// Vision is how far it sees in fog of war, in cells.
	Vision int
}

// Classes are the unit classes a map file may name, in the order of the
// template's unit sheet's columns. Their numbers follow Fire Emblem's early
// chapters (a lord of 20 HP, cavalry moving 7, armour moving 4 with high
// defence, archers that reach 2 cells and cannot strike back at 1) scaled so
// damage = attack - defence stays in single figures.
var Classes = []Class{
	{Name: "lord", HP: 20, Attack: 7, Defence: 3, Move: 5, Movement: Foot, MinRange: 1, MaxRange: 1, Vision: 4},
	{Name: "soldier", HP: 18, Attack: 6, Defence: 2, Move: 5, Movement: Foot, MinRange: 1, MaxRange: 1, Vision: 3},
	{Name: "knight", HP: 22, Attack: 7, Defence: 6, Move: 4, Movement: Armor, MinRange: 1, MaxRange: 1, Vision: 3},
	{Name: "cavalier", HP: 20, Attack: 7, Defence: 4, Move: 7, Movement: Mounted, MinRange: 1, MaxRange: 1, Vision: 4},
	{Name: "archer", HP: 16, Attack: 6, Defence: 1, Move: 5, Movement: Foot, MinRange: 2, MaxRange: 2, Vision: 4},
	{Name: "flier", HP: 16, Attack: 6, Defence: 2, Move: 7, Movement: Flying, MinRange: 1, MaxRange: 1, Vision: 5},
	{Name: "mage", HP: 15, Attack: 7, Defence: 1, Move: 5, Movement: Foot, MinRange: 1, MaxRange: 2, Vision: 3},
}

// ClassIndex returns the index in Classes of the class named name, or -1.
func ClassIndex(name string) int {
	for i := range Classes {
		if Classes[i].Name == name {
			return i
		}
	}
	return -1
}

// Distance returns the grid distance between a and b: |dx| + |dy|.
func Distance(a, b grid.Cell) int {
	return abs(a.X()-b.X()) + abs(a.Y()-b.Y())
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// InRange reports whether a unit at from with ranges [lo, hi] reaches to.
func InRange(from, to grid.Cell, lo, hi int) bool {
	d := Distance(from, to)
	return d >= lo && d <= hi
}

// Damage returns the damage a blow of attack does to a unit of defence on
// terrain t: attack - defence - Defence(t), at least 0.
func Damage(attack, defence int, t Terrain) int {
	return max(0, attack-defence-Defence(t))
}

// Forecast is an attack's preview: what each side deals and has left. Every
// blow hits (Advance Wars and Into the Breach: no hit chance, so the preview
// is the outcome).
type Forecast struct {
	// Damage is what the attacker deals; Counter what the defender deals back
	// (0 if it cannot reach the attacker or falls first).
	Damage, Counter int
	// CanCounter is true when the defender strikes back.
	CanCounter bool
	// AttackerHP and DefenderHP are their hit points after the exchange.
	AttackerHP, DefenderHP int
}

// Fighter is what a forecast needs of a unit: its stats, hit points, cell
// and the terrain under it.
type Fighter struct {
	HP, Attack, Defence int
	MinRange, MaxRange  int
	Cell                grid.Cell
	Terrain             Terrain
}

// Predict returns the forecast of a attacking d: a's blow, then, if d lives
// and a stands within d's range, d's counter.
func Predict(a, d Fighter) Forecast {
	f := Forecast{Damage: Damage(a.Attack, d.Defence, d.Terrain), AttackerHP: a.HP}
	f.DefenderHP = max(0, d.HP-f.Damage)
	if f.DefenderHP > 0 && InRange(d.Cell, a.Cell, d.MinRange, d.MaxRange) {
		f.CanCounter = true
		f.Counter = Damage(d.Attack, a.Defence, a.Terrain)
		f.AttackerHP = max(0, a.HP-f.Counter)
	}
	return f
}
