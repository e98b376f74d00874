package cards

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Pile is where a card of the run's deck is.
type Pile uint8

// The piles, in the order their numbers are saved.
const (
	// PileDraw is the draw pile: face down, its order secret.
	PileDraw Pile = iota
	// PileHand is the hand: seen by its owner only.
	PileHand
	// PileDiscard is the discard pile: face up, shuffled back into the draw
	// pile when a draw finds it empty.
	PileDiscard
	// PileExhaust is the exhaust pile: face up, out of play until the fight
	// ends.
	PileExhaust
	// PileOffer holds the cards a won fight offers; the one taken joins the
	// deck, the others are removed.
	PileOffer
)

// Phase is what the run waits for.
type Phase uint8

// The phases of a run, in the order their numbers are saved.
const (
	// PhaseStart: the next fight is set up on the next step.
	PhaseStart Phase = iota
	// PhasePlayer: the player plays cards until they end the turn.
	PhasePlayer
	// PhaseEnemies: the enemies act, one a turn, on the core's turns.
	PhaseEnemies
	// PhaseReward: a fight was won; the player picks a card or skips.
	PhaseReward
	// PhaseWon: the last fight was won; the run is over.
	PhaseWon
	// PhaseLost: the player's hit points reached 0; the run is over.
	PhaseLost
)

// Table is a run of fights (a deck-building run, as in Slay the Spire): its
// rules' settings, the files its cards and enemies are read from, and the
// run's state. The scene's first active Table is played. Its cards are Card
// entities under it, its fighters Fighter entities. Saved as "Cards.Table".
type Table struct {
	// CardFile is the card table's path in the game folder (see ReadCards);
	// the default ("") is DefaultCardFile.
	CardFile string `json:"cards,omitempty"`
	// EnemyFile is the enemy table's path (see ReadEnemies); the default
	// ("") is DefaultEnemyFile.
	EnemyFile string `json:"enemies,omitempty"`
	// CardTable and EnemyTable, when not empty, are the tables' text itself
	// (for a game made in code, which has no folder); they are used instead
	// of the files.
	CardTable  string `json:"cardTable,omitempty"`
	EnemyTable string `json:"enemyTable,omitempty"`
	// Hero is the player's fighter: its name, hit points (at most
	// MaxAmount) and look (column 0 to MaxLook in the fighter sheet); the
	// defaults are "Hero", DefaultHP and 0. A value out of range warns in
	// the problem log and the default or the bound is played.
	Hero     string `json:"hero,omitempty"`
	HeroHP   int    `json:"heroHp,omitempty"`
	HeroLook int    `json:"heroLook,omitempty"`
	// Cards and Fighters are the images of the card frames and the fighters
	// (see the package documentation for their layout); the defaults are
	// DefaultCardImage and DefaultFighterImage.
	CardImage    string `json:"cardImage,omitempty"`
	FighterImage string `json:"fighterImage,omitempty"`
	// Deck is the starting deck: card ids of the card table, in order.
	Deck []string `json:"deck"`
	// Fights are the run's fights in order, each a list of enemy ids
	// separated by spaces ("slime slime"), at most MaxEnemies.
	Fights []string `json:"fights"`
	// Rewards are the card ids a won fight's reward is drawn from (three
	// different ones, or all if fewer, picked with the game's Rand).
	Rewards []string `json:"rewards,omitempty"`
	// HandSize is the number of cards drawn at the start of each turn; the
	// default (0) is DefaultHandSize. At most MaxHand are held: a draw with a
	// full hand draws nothing (as Slay the Spire). Above MaxHand or below 0
	// warns.
	HandSize int `json:"handSize,omitempty"`
	// Energy is the energy each turn starts with, at most MaxAmount; the
	// default (0) is DefaultEnergy. Below 0 or above MaxAmount warns.
	Energy int `json:"energy,omitempty"`
	// Player is the session's player who plays the run (0, the default, is
	// the host's player, or the only one of a game without network): the
	// deck's cards are theirs, so their hand is sent to their machine only,
	// and only their presses and commands play. Others watch.
	Player int `json:"player,omitempty"`

	// Phase is what the run waits for: state.
	Phase Phase `json:"phase,omitempty"`
	// Fight is the index in Fights of the fight played: state.
	Fight int `json:"fight,omitempty"`
	// Spawned is Fight+1 once that fight's enemies were made: state.
	Spawned int `json:"spawned,omitempty"`
	// Wait is how long the enemy whose turn it is has waited to act (each
	// waits EnemyPause, so the player sees one move at a time): state.
	Wait time.Duration `json:"wait,omitempty"`
	// Left is the energy left this turn: state.
	Left int `json:"left,omitempty"`
	// Seen is the count of turns begun (turns.Order.Turns) the run has
	// acted on: state.
	Seen int `json:"seen,omitempty"`
	// Pick is the hand's selected card (from 0, left to right) and Target the
	// selected enemy (from 0, among the living, left to right): state.
	Pick   int `json:"pick,omitempty"`
	Target int `json:"target,omitempty"`
	// Message is the table's banner (a refused play, the run's end): state.
	Message string `json:"message,omitempty"`
	// Counts are the sizes of the draw, discard and exhaust piles, kept so a
	// player's machine, which is not sent face-down cards, draws them: state.
	Counts [3]int `json:"counts,omitzero"`
	// Played counts the cards played this run and Turns the player's turns:
	// state, shown in the run summary.
	Played int `json:"played,omitempty"`
	Turns  int `json:"turns,omitempty"`
}

// The defaults of Table's settings.
const (
	DefaultCardFile     = "cards/cards.csv"
	DefaultEnemyFile    = "cards/enemies.csv"
	DefaultHandSize     = 5
	DefaultHP           = 60
	DefaultCardImage    = "assets/cards.png"
	DefaultFighterImage = "assets/fighters.png"
	DefaultEnergy       = 3
	// EnemyPause is how long each enemy waits before its move.
	EnemyPause = 500 * time.Millisecond
	// MaxHand is the most cards a hand holds.
	MaxHand = 10
	// MaxEnemies is the most enemies in one fight.
	MaxEnemies = 4
)

// MaxLook is the highest fighter look: the fighter sheet's last column.
const MaxLook = 7

// settingMistakes calls warn with each of t's settings out of its range,
// naming the value played instead: handSize above MaxHand (MaxHand) or below
// 0, energy below 0 (the default) or above MaxAmount (MaxAmount), heroHp
// below 0 (the default) or above MaxAmount (MaxAmount), heroLook outside 0
// to MaxLook (0), player below 0 (nobody plays).
func (t *Table) settingMistakes(warn func(format string, args ...any)) {
	switch {
	case t.HandSize > MaxHand:
		warn("handSize %d is more than a hand holds: %d are drawn", t.HandSize, MaxHand)
	case t.HandSize < 0:
		warn("handSize %d is below 0: %d are drawn", t.HandSize, DefaultHandSize)
	}
	switch {
	case t.Energy < 0:
		warn("energy %d is below 0: each turn has %d", t.Energy, DefaultEnergy)
	case t.Energy > MaxAmount:
		warn("energy %d is more than %d: each turn has %d", t.Energy, MaxAmount, MaxAmount)
	}
	switch {
	case t.HeroHP < 0:
		warn("heroHp %d is below 0: the hero has %d", t.HeroHP, DefaultHP)
	case t.HeroHP > MaxAmount:
		warn("heroHp %d is more than %d: the hero has %d", t.HeroHP, MaxAmount, MaxAmount)
	}
	if t.HeroLook < 0 || t.HeroLook > MaxLook {
		warn("heroLook %d is not a column 0 to %d: the hero looks as column 0", t.HeroLook, MaxLook)
	}
	if t.Player < 0 {
		warn("player %d is below 0: nobody plays the run", t.Player)
	}
}

func (t *Table) handSize() int {
	if t.HandSize > 0 {
		return min(t.HandSize, MaxHand)
	}
	return DefaultHandSize
}

func (t *Table) energy() int {
	if t.Energy > 0 {
		return min(t.Energy, MaxAmount)
	}
	return DefaultEnergy
}

// Over reports whether the run has ended (won or lost).
func (t *Table) Over() bool { return t.Phase == PhaseWon || t.Phase == PhaseLost }

// Card is one card of the run's deck: an entity under the Table, drawn
// (with its name, cost and text as child Griff.Text entities) while it is
// in the hand or on its way out of it. Saved as "Cards.Card".
type Card struct {
	// ID is the card's row in the card table.
	ID string `json:"id"`
	// Pile is where the card is, and Order its place in it: 0 is the draw
	// pile's top and the hand's leftmost card.
	Pile  Pile `json:"pile,omitempty"`
	Order int  `json:"order,omitempty"`
	// Owner is the player whose deck holds the card (0 in a one-player run).
	Owner int `json:"owner,omitempty"`
	// Cost is the energy the card costs, copied from the card table when the
	// card was made (a power that lowers costs would change it).
	Cost int `json:"cost,omitempty"`
}

// VisibleTo implements the network's visibility rule (session.Visibility):
// a card in the draw pile is seen by nobody (its order is the deck's
// secret), one in a hand by its owner only, the others by everyone. A
// player's machine is sent nothing about a card it may not see.
func (c *Card) VisibleTo(player network.PlayerID) bool {
	switch c.Pile {
	case PileDraw:
		return false
	case PileHand:
		return int(player) == c.Owner
	}
	return true
}

// Fighter is one side of a fight: the player's hero or an enemy. Saved as
// "Cards.Fighter".
type Fighter struct {
	// Name is shown above the fighter.
	Name string `json:"name"`
	// Enemy is true for an enemy.
	Enemy bool `json:"enemy,omitempty"`
	// HP and MaxHP are its hit points; at 0 it falls.
	HP    int `json:"hp"`
	MaxHP int `json:"maxHp"`
	// Block is taken off damage before hit points, and lost when the
	// fighter's side's turn begins.
	Block int `json:"block,omitempty"`
	// Strength is added to each hit of damage it deals (negative lowers it,
	// never below 0).
	Strength int `json:"strength,omitempty"`
	// Intents are an enemy's moves, played in turn from Next and shown a turn
	// ahead (see ReadEnemies for their form).
	Intents []string `json:"intents,omitempty"`
	Next    int      `json:"next,omitempty"`
	// Hurt is the damage of the last hit taken and Shown the hit points the
	// life bar shows, easing down to HP after a hit: state, drawn.
	Hurt  int                      `json:"hurt,omitempty"`
	Shown visual.Smoothed[float64] `json:"shown,omitzero"`
	visual.DrawOrder
}

// nextIntent returns the index in Intents (not empty) of the enemy's next
// move: Next counted round the intents, so a Next a card's add or set moved
// out of range (below 0 too) still names one.
func (x *Fighter) nextIntent() int {
	n := len(x.Intents)
	return (x.Next%n + n) % n
}

// Alive reports whether the fighter still stands.
func (f *Fighter) Alive() bool { return f.HP > 0 }

// Colours of the table (straight RGBA).
var (
	colorText    = griff.MustHex("#f4ecd8")
	colorEnergy  = griff.MustHex("#ffd34d")
	colorHP      = griff.MustHex("#e0524f")
	colorBlock   = griff.MustHex("#5fa8e8")
	colorIntent  = griff.MustHex("#ffb36b")
	colorDim     = griff.MustHex("#9a8fb5")
	colorPanel   = griff.RGBA8(20, 16, 36, 220)
	colorHPTrack = griff.RGBA8(60, 20, 30, 255)
)

func init() {
	scenes.Register[Table]("Cards.Table")
	scenes.Register[Card]("Cards.Card")
	scenes.Register[Fighter]("Cards.Fighter")
}
