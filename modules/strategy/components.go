package strategy

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Fixed-point and map sizes. Positions are whole numbers of 1/Sub world
// units (pixels), so every machine moves units by the same bits.
const (
	// Sub is the fixed-point scale: a position of Sub is one world unit.
	Sub = 16
	// Tile is a map tile's side in world units.
	Tile = 32
	// Sides is the number of sides (0 the player, 1 the computer or player
	// 1); side 2 is neutral (gold mines).
	Sides   = 2
	Neutral = 2
)

// Terrain letters of Match.Rows.
const (
	TerrainGrass = '.'
	TerrainTree  = 'T'
	TerrainRock  = '#'
	TerrainWater = '~'
)

// Resources.
const (
	Gold = 0
	Wood = 1
)

// Order says what a unit does.
type Order uint8

// The orders, in the order their numbers are saved and sent.
const (
	OrderIdle Order = iota
	OrderMove
	OrderAttackMove
	OrderAttack
	OrderGather
	OrderReturn
	OrderBuild
	OrderTrain
	OrderStop
	numOrders
)

var orderNames = [numOrders]string{"idle", "move", "attack-move", "attack", "gather", "return", "build", "train", "stop"}

func (o Order) String() string {
	if o < numOrders {
		return orderNames[o]
	}
	return "unknown"
}

// Marker is an order's mark on the ground: where it sends, fading over
// MarkerSteps; only its side's player sees it.
type Marker struct {
	// X and Y are in world units.
	X     int   `json:"x"`
	Y     int   `json:"y"`
	Age   int   `json:"age"`
	Order Order `json:"order"`
	Side  int   `json:"side,omitempty"`
}

// UI is one player's view of the match: the camera, the selection, the
// control groups, a box being dragged, the ghost of a building being
// placed. It is state (Match.UI for side 0, Match.Others for the sides
// after it that people play): every machine of a lockstep match works out
// every player's view from that player's input.
type UI struct {
	// Cam is the camera's top-left corner in world units.
	Cam [2]int `json:"cam"`
	// Selected are the selected units' ids, in the order selected.
	Selected []int `json:"selected,omitempty"`
	// Groups are the control groups 1 to 9 (index 0 unused).
	Groups [10][]int `json:"groups,omitzero"`
	// Dragging is true while the select button is held after a press on
	// the map; From is where (world units).
	Dragging bool   `json:"dragging,omitempty"`
	From     [2]int `json:"from"`
	// Placing is the building kind whose ghost follows the pointer ("").
	Placing string `json:"placing,omitempty"`
	// Aiming is true after the attack key: the next click attack-moves.
	Aiming bool `json:"aiming,omitempty"`
	// LastClick is the step and unit of the last single click (a double
	// click selects that kind on screen); LastGroup the step and group of
	// the last recall (twice looks at it).
	LastClick [2]int `json:"lastClick"`
	LastGroup [2]int `json:"lastGroup"`
	// Pointer is the pointer in screen pixels, Known once it was seen.
	Pointer [2]int `json:"pointer"`
	Known   bool   `json:"known,omitempty"`
	// Message is the last complaint ("Not enough gold"), shown for
	// MessageSteps (Said counts down).
	Message string `json:"message,omitempty"`
	Said    int    `json:"said,omitempty"`
}

// AI is the computer's state: where it is in its build order and its
// waves.
type AI struct {
	// Next is the next item of the build order.
	Next int `json:"next"`
	// Wave counts the attack waves sent; NextWave is the step the next may go.
	Wave     int `json:"wave"`
	NextWave int `json:"nextWave"`
}

// Match is a skirmish, on the scene's entity "Match": the map, the sides'
// stocks, the fog, the player's view and the computer's plan. Its units
// and buildings are its children (Strategy.Unit). It draws the ground.
// Saved as "Strategy.Match".
type Match struct {
	// Width and Height are the map's size in tiles; Rows its tiles, top
	// row first (see the Terrain letters; missing tiles are grass).
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Rows   []string `json:"rows"`
	// View is the screen's size in pixels; the default is 960×540.
	View [2]int `json:"view,omitzero"`
	// AISide is the side the computer plays (-1: none, two players).
	AISide int `json:"aiSide"`
	// NoFog shows everything (a test, a spectator).
	NoFog bool `json:"noFog,omitempty"`
	// Start are the sides' starting gold and wood.
	Start [2]int `json:"start"`
	// Stock are each side's gold and wood: state.
	Stock [Sides][2]int `json:"stock"`
	// Wood is what is left of each tree, by tile (0 elsewhere): state.
	Wood []int `json:"wood,omitempty"`
	// Explored and Seen are, by tile, a bit per side: explored once, seen
	// this step: state.
	Explored []uint8 `json:"explored,omitempty"`
	Seen     []uint8 `json:"seen,omitempty"`
	// NextID is the next unit id: state.
	NextID int `json:"nextId"`
	// Step counts the match's steps: state.
	Step int `json:"step"`
	// Had is true for a side once it had a building (only such a side
	// can lose): state.
	Had [Sides]bool `json:"had"`
	// Over is "", "won" or "lost" (for side 0): state.
	Over string `json:"over,omitempty"`
	// UI is side 0's player's view, Others the views of sides 1 on when
	// people play them (a lockstep match, see People), Markers the order
	// marks: state.
	UI      UI            `json:"ui"`
	Others  [Sides - 1]UI `json:"others,omitzero"`
	Markers []Marker      `json:"markers,omitempty"`
	// AI is the computer's plan: state.
	AI AI `json:"ai"`
	// Started is true once the map was set up: state.
	Started bool `json:"started,omitempty"`
	// viewer is the side this machine shows, ui its view: set each step.
	viewer int `griff:"-"`
	ui     *UI `griff:"-"`
	visual.DrawOrder
}

// uiOf returns side's view: UI for side 0 (and a side out of range),
// else Others.
func (m *Match) uiOf(side int) *UI {
	if side <= 0 || side >= Sides {
		return &m.UI
	}
	return &m.Others[side-1]
}

// view returns the screen size.
func (m *Match) view() (int, int) {
	if m.View[0] > 0 && m.View[1] > 0 {
		return m.View[0], m.View[1]
	}
	return 960, 540
}

// terrain returns the letter of tile (x, y), TerrainRock off the map.
func (m *Match) terrain(x, y int) byte {
	if x < 0 || y < 0 || x >= m.Width || y >= m.Height {
		return TerrainRock
	}
	if y < len(m.Rows) && x < len(m.Rows[y]) {
		c := m.Rows[y][x]
		if c == TerrainTree && len(m.Wood) == m.Width*m.Height && m.Wood[y*m.Width+x] <= 0 {
			return TerrainGrass
		}
		return c
	}
	return TerrainGrass
}

// Unit is a unit or building of a side, a child of the Match: its kind is
// its row of the unit table (tables/units.csv), which gives its numbers.
// A scene file names the kind, side and tile; the rest is state. Saved as
// "Strategy.Unit".
type Unit struct {
	// Kind is its row of the unit table; Side its side (Neutral: a mine).
	Kind string `json:"kind"`
	Side int    `json:"side"`
	// Tile is where a scene file puts it: a unit's tile, a building's
	// top-left tile.
	Tile grid.Cell `json:"tile"`
	// Built is true for a building standing from the start.
	Built bool `json:"built,omitempty"`
	// ID names it in orders (from 1): state.
	ID int `json:"id,omitempty"`
	// X and Y are its centre in 1/Sub world units: state.
	X int `json:"x,omitempty"`
	Y int `json:"y,omitempty"`
	// HP and MaxHP are its hit points: state.
	HP    int `json:"hp,omitempty"`
	MaxHP int `json:"maxHp,omitempty"`
	// Stock is a mine's gold left: state.
	Stock int `json:"stock,omitempty"`
	// Act is the order it follows; TX, TY the point it goes to (1/Sub units),
	// Target the unit it works on or attacks, Res the tile of the tree it
	// cuts, Build the kind it builds: state.
	Act    Order     `json:"act,omitempty"`
	TX     int       `json:"tx,omitempty"`
	TY     int       `json:"ty,omitempty"`
	Target int       `json:"target,omitempty"`
	Res    grid.Cell `json:"res"`
	Build  string    `json:"build,omitempty"`
	// Then is the order an attack interrupts (attack-move), Dest where
	// that order goes (1/Sub units): state.
	Then Order  `json:"then,omitempty"`
	Dest [2]int `json:"dest"`
	// Routed is true once Path leads to the point it goes to: state.
	Routed bool `json:"routed,omitempty"`
	// Path are the tiles it walks through, At the next: state.
	Path []grid.Cell `json:"path,omitempty"`
	At   int         `json:"at,omitempty"`
	// Stuck counts the steps it moved less than half its speed; Cool the
	// steps to its next attack; Work a job's steps: state.
	Stuck int `json:"stuck,omitempty"`
	Cool  int `json:"cool,omitempty"`
	Work  int `json:"work,omitempty"`
	// Carry is what a worker carries and of which resource: state.
	Carry     int `json:"carry,omitempty"`
	CarryWhat int `json:"carryWhat,omitempty"`
	// Progress is a building's steps of work done; Done once built: state.
	Progress int  `json:"progress,omitempty"`
	Done     bool `json:"done,omitempty"`
	// Queue are a building's units to train, Train the steps the first
	// has had: state.
	Queue []string `json:"queue,omitempty"`
	Train int      `json:"train,omitempty"`
	// Waits is true while the first of the queue waits for supply (its
	// player was told once): state.
	Waits bool `json:"waits,omitempty"`
	// Seen is a bit per side that sees it this step: state.
	Seen uint8 `json:"seen,omitempty"`
	// Shot is the steps left of its last attack's flash, ShotAt where it
	// hit (world units): drawn.
	Shot   int    `json:"shot,omitempty"`
	ShotAt [2]int `json:"shotAt"`
	// Picked is true while the viewer has it selected: drawn, not state
	// (each machine of a lockstep match shows its own player's selection).
	Picked bool `json:"picked,omitempty" griff:"-"`
	// def is its row, trains the rows it was read with: looked up each step.
	def    *Def  `griff:"-"`
	trains *Defs `griff:"-"`
	visual.DrawOrder
}

// VisibleTo implements the network's visibility rule (session.Visibility):
// a unit is sent to a player's machine when it is that player's side's
// or that side sees it (or it is a neutral mine), so no machine can show
// what the fog hides.
func (u *Unit) VisibleTo(p network.PlayerID) bool {
	return u.Side == int(p) || u.Side == Neutral || (int(p) < 8 && u.Seen&(1<<uint(p)) != 0)
}

// Hud draws the player's view on the screen: the resources, the
// selection, the minimap, the drag box, the ghost and the order marks.
// Put it on a child of the Match (with "hud": true). Saved as
// "Strategy.Hud".
type Hud struct {
	// ghost and dots are what the system worked out this step for drawing.
	ghost ghost `griff:"-"`
	dots  []dot `griff:"-"`
	visual.DrawOrder
}

// ghost is a building's ghost: its top-left tile, its side, and whether
// it can be built there.
type ghost struct {
	X, Y, Size int
	OK         bool
}

// dot is a unit on the minimap (world units).
type dot struct {
	x, y float64
	side int
	big  bool
}

// Fog draws the fog of war over the map for the viewer's side. Put it on
// a child of the Match, above the units. Saved as "Strategy.Fog".
type Fog struct {
	visual.DrawOrder
}

// The defaults and bounds.
const (
	// MarkerSteps is how long an order mark shows; MessageSteps a complaint.
	MarkerSteps  = 40
	MessageSteps = 120
	// MaxQueue is the most units a building queues.
	MaxQueue = 5
	// MaxSelected is the most units selected (and in an order).
	MaxSelected = 64
	// MaxSupply is the most supply a side can have.
	MaxSupply = 60
	// TreeWood is a tree's wood; Carry a worker's load; GatherSteps the
	// steps to fill it at a mine, ChopSteps at a tree.
	TreeWood    = 50
	Carry       = 10
	GatherSteps = 60
	ChopSteps   = 90
	// DoubleClick is the most steps between the clicks of a double click.
	DoubleClick = 20
	// EdgeScroll is the screen edge (pixels) that scrolls the camera,
	// ScrollSpeed how far a step.
	EdgeScroll  = 6
	ScrollSpeed = 10
)

// Colours (straight RGBA).
var (
	sideColors = [3]griff.Color{griff.MustHex("#3b6fd8"), griff.MustHex("#d8433b"), griff.MustHex("#e8c04a")}
	colorGrass = griff.MustHex("#4d7a3a")
	colorTree  = griff.MustHex("#24502a")
	colorTrunk = griff.MustHex("#5a3e26")
	colorRock  = griff.MustHex("#6b6560")
	colorWater = griff.MustHex("#2f5d8a")
	colorPick  = griff.MustHex("#7cf08a")
	colorText  = griff.MustHex("#f4ecd8")
	colorPanel = griff.RGBA8(20, 18, 28, 220)
)

func init() {
	scenes.Register[Match]("Strategy.Match")
	scenes.Register[Unit]("Strategy.Unit")
	scenes.Register[Hud]("Strategy.Hud")
	scenes.Register[Fog]("Strategy.Fog")
}
