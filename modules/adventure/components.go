package adventure

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// The verbs a hotspot answers (see Hotspot): look is the right click, the
// others are what a left click does (the hotspot's Default).
const (
	VerbLook = "look"
	VerbUse  = "use"
	VerbTalk = "talk"
	VerbTake = "take"
)

// Adventure is the game of a point-and-click adventure: the hero who walks,
// the recipes that combine items, the room that wins, and what is shown
// (the message line, the inventory bar's selection). The scene's first
// active Adventure is played. Its children named "Say", "Hover", "Line",
// "Choice1".."Choice4" and "Slot1".."Slot8" are the texts it writes (see
// the package documentation). Saved as "Adventure.Game".
type Adventure struct {
	// Hero names the walking character's entity (it has a Hero and a
	// Griff.Inventory); the default ("") is "Hero".
	Hero string `json:"hero,omitempty"`
	// Recipes are the items that combine: using A on B (or B on A) in the
	// inventory bar takes both and gives Make.
	Recipes []Recipe `json:"recipes,omitempty"`
	// Items are what looking at each item in the bar says (an item not
	// listed says "It's NAME.").
	Items []ItemLook `json:"items,omitempty"`
	// Win is the room whose arrival wins the game.
	Win string `json:"win,omitempty"`
	// WinSay is the message shown when the game is won.
	WinSay string `json:"winSay,omitempty"`
	// Player is the session player whose clicks play (0, the host's or the
	// only one).
	Player int `json:"player,omitempty"`

	// Held is the item picked in the inventory bar ("" for none): state.
	Held string `json:"held,omitempty"`
	// Say is the message line (a response, a refusal) and Left how long it
	// still shows: state.
	Say  string        `json:"say,omitempty"`
	Left time.Duration `json:"left,omitempty"`
	// Won is true once the hero arrived in the Win room: state.
	Won bool `json:"won,omitempty"`
	// Talking is the name of the hotspot whose conversation is showing ("" for
	// none): state.
	Talking string `json:"talking,omitempty"`
}

// ItemLook is what looking at an item says.
type ItemLook struct {
	Name string `json:"name"`
	Look string `json:"look"`
}

// Recipe combines two items into one (Thimbleweed Park's "use X with Y").
type Recipe struct {
	// A and B are the items used together, in either order.
	A string `json:"a"`
	B string `json:"b"`
	// Make is the item given (one) in their place.
	Make string `json:"make"`
	// Say is the message shown.
	Say string `json:"say,omitempty"`
}

// Room is one room of the adventure: its walk area (a polygon the hero's
// feet stay inside) and its arrival points. Its children are what is drawn
// in it and its hotspots; only the room the hero is in is active (the
// module sets it). Saved as "Adventure.Room".
type Room struct {
	// Name is how exits and Adventure.Win name the room.
	Name string `json:"name"`
	// Walk is the walk area: a polygon of at least 3 points, in world units
	// (the room's parent's coordinates), either winding. The hero walks on
	// a grid of CellSize cells whose centres are inside it.
	Walk []griff.Vec `json:"walk"`
	// CellSize is the side of a walk cell in world units; the default (0) is
	// DefaultCellSize.
	CellSize float64 `json:"cellSize,omitempty"`
	// Arrivals are the named points where the hero appears on entering.
	Arrivals []Arrival `json:"arrivals,omitempty"`
}

// Arrival is a named point of a room where the hero arrives.
type Arrival struct {
	Name string    `json:"name"`
	At   griff.Vec `json:"at"`
}

// DefaultCellSize is the side of a walk cell when Room.CellSize is 0: 8
// world units, fine enough that the polygon's edge is followed to within
// half a cell.
const DefaultCellSize = 8

// MaxWalkCells is the most cells a walk area's grid may have; a larger area
// warns and the hero does not walk.
const MaxWalkCells = 1 << 16

// Hero is the walking character: it walks along a path inside its room's
// walk area, then does what it was walking to do. Give its entity a
// Griff.Inventory (runtime/items: the inventory bar shows it) and a sprite
// with ysort, pivot at the feet, so walk-behinds hide it. Saved as
// "Adventure.Hero".
type Hero struct {
	// Speed is the walking speed in world units a second; the default (0) is
	// DefaultSpeed.
	Speed float64 `json:"speed,omitempty"`
	// Room is the room it is in: its starting room in the scene file, then
	// state.
	Room string `json:"room"`
	// Path is what is still to be walked, point by point: state.
	Path []griff.Vec `json:"path,omitempty"`
	// Verb, Target and Item are what it does on arriving (Verb "" for
	// nothing; Item is the item used, for VerbUse): state.
	Verb   string `json:"verb,omitempty"`
	Target string `json:"target,omitempty"`
	Item   string `json:"item,omitempty"`
	// Entered is the Room the rooms were last shown for: state.
	Entered string `json:"entered,omitempty"`
}

// DefaultSpeed is the hero's speed when Hero.Speed is 0, world units a
// second.
const DefaultSpeed = 160

// Hotspot is a named region of a room that answers the verbs: a box of
// Size centred on its entity. Responses are data: the text shown for each
// verb, the item taking gives, the uses of items on it, an exit, a
// conversation. Saved as "Adventure.Hotspot".
type Hotspot struct {
	// Name is shown when the pointer is over it, and names it in Uses' Opens.
	Name string `json:"name"`
	// Size is the box's size in world units, centred on the entity.
	Size griff.Vec `json:"size"`
	// Stand is where the hero walks to before acting on it, in world units;
	// the default (zero) is the walk cell nearest the hotspot.
	Stand griff.Vec `json:"stand,omitzero"`
	// Default is the left click's verb: VerbUse (the default, ""), VerbTalk
	// or VerbTake.
	Default string `json:"default,omitempty"`
	// Look, Use, Talk and Take are the responses shown for each verb; a verb
	// with no response shows DefaultRefusal.
	Look string `json:"look,omitempty"`
	Use  string `json:"use,omitempty"`
	Talk string `json:"talk,omitempty"`
	Take string `json:"take,omitempty"`
	// Gives is an item text (runtime/items.ParseText) taking it gives; the
	// hotspot's entity is then hidden. "" means it cannot be taken.
	Gives string `json:"gives,omitempty"`
	// Uses are the items that do something on it.
	Uses []ItemUse `json:"uses,omitempty"`
	// Exit is the room using it leads to ("" for none), arriving at Arrive;
	// Locked keeps it shut (showing Use) until an item use opens it.
	Exit   string `json:"exit,omitempty"`
	Arrive string `json:"arrive,omitempty"`
	Locked bool   `json:"locked,omitempty"`
	// Gifts are items a conversation on the same entity (Griff.Conversation)
	// gives: once its flag is true, the item is given and the gift marked.
	Gifts []Gift `json:"gifts,omitempty"`
	// Taken is true once it was taken: state.
	Taken bool `json:"taken,omitempty"`
}

// ItemUse is what an item does on a hotspot.
type ItemUse struct {
	// Item is the item used.
	Item string `json:"item"`
	// Say is the message shown.
	Say string `json:"say,omitempty"`
	// Keep keeps the item (a key shown); otherwise one is taken.
	Keep bool `json:"keep,omitempty"`
	// Gives is an item text given to the hero.
	Gives string `json:"gives,omitempty"`
	// Flag, when not "", is set true on the hotspot's conversation (so the
	// character remembers the gift in what it says).
	Flag string `json:"flag,omitempty"`
	// Opens names a hotspot of the room whose exit it unlocks ("" for none;
	// the hotspot itself if it has an exit and Opens is "self").
	Opens string `json:"opens,omitempty"`
}

// Gift is an item a conversation gives when its flag becomes true.
type Gift struct {
	// Flag is the conversation's flag; Item the item text given.
	Flag string `json:"flag"`
	Item string `json:"item"`
	// Say is the message shown when it is given ("" shows none).
	Say string `json:"say,omitempty"`
	// Given is true once it was given: state.
	Given bool `json:"given,omitempty"`
}

// DefaultRefusal is the message of a verb a hotspot has no response for.
const DefaultRefusal = "That doesn't work."

// SayTime is how long a message shows.
const SayTime = 4 * time.Second

func init() {
	scenes.Register[Adventure]("Adventure.Game")
	scenes.Register[Room]("Adventure.Room")
	scenes.Register[Hero]("Adventure.Hero")
	scenes.Register[Hotspot]("Adventure.Hotspot")
}
