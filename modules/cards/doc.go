// Package cards is Griff's deck-building card module (the Slay the Spire
// family): a run of fights in which the player draws a hand from their
// deck each turn, spends energy to play cards whose effects are data, and
// faces enemies who show their next move (their intent) a turn ahead. A
// project names it with "modules": ["cards"]; `griff-player new cards
// folder/` writes its template, "Spire of Cards", a run of three fights.
//
// # The run
//
// A scene's first active [Table] is played; it holds the run's settings
// (the starting deck, the fights, the reward pool, hand size and energy)
// and its state. Its children are the hero and the enemies ([Fighter]) and
// every card of the deck ([Card]); the module spawns them from the card
// and enemy tables (see [ReadCards] and [ReadEnemies]), so a scene file
// names only the Table, a Griff.TurnOrder with the sides "player" and
// "enemies", and the pile counters' texts.
//
// Each fight: the deck (draw, hand, discard and exhaust piles together) is
// shuffled into the draw pile with the game's Rand. The player's turn
// begins: their block is lost, their energy refilled (3 by default) and a
// hand of 5 drawn (at most [MaxHand]; a draw from an empty draw pile first
// shuffles the discard pile in, as in Slay the Spire). Cards are played
// while energy lasts; ending the turn discards the hand. Then each enemy in
// turn, [EnemyPause] apart so each move can be followed, loses its block
// and makes the move its intent showed. The fight is won when no enemy
// stands: the hand is discarded and three different cards of the reward
// pool are offered (take one, it joins the deck, or skip). After the last
// fight the run is won; at 0 hit points it is lost; either way, play starts
// a new run.
//
// Damage is a hit of the card's or intent's amount plus the dealer's
// strength (never below 0), taken off block first. Powers and cards with
// "exhaust" go to the exhaust pile when played and come back for the next
// fight, as the strength they gave does not (each fight starts with none;
// hit points carry from fight to fight). An enemy a card's add or set
// leaves at 0 hit points falls as one a hit brought there (and the fight is
// won when none is left), the hero left at 0 loses the run at once, and a
// block set below 0 stops nothing. These are the genre's best-known rules;
// left out (to keep the first version small): card upgrades, relics,
// potions, status effects other than strength, a map of paths between
// fights, and X-cost cards.
//
// # Turns
//
// The run is played on the core's turns (runtime/turns): the hero is the
// "player" side's actor and each enemy an actor of the "enemies" side, so
// the turn order service says whose turn it is and other systems can wait
// on it. [StepCards] runs after runtime.StepTurns in the logic phase.
//
// # Cards as data
//
// A card's effects are clauses of its row in the card table; add and set
// reach any saved number field of any registered component, by the
// component model's names (scenes.ComponentType.SetNumber), so what a card
// may change is exactly what the component model says is saved and takes a
// number. A clause naming a field that is not a saved number is refused
// when the table is read, at its file:line:col; so is one changing
// Cards.Fighter.enemy (which side a fighter is on: the run's hero would
// be lost). An enemy's next intent (Cards.Fighter.next) a card moved out
// of range counts round its intents (-1 is the last).
//
// # Network and hidden information
//
// A Table is played by one session player ([Table].Player, the host's by
// default); the cards of the deck are theirs. [Card] implements the
// session's visibility rule: a card in the draw pile is seen by nobody and
// one in a hand only by its owner, so the network sends nothing of them to
// any other machine (nor the draw pile's order to anyone); the Table
// carries the piles' sizes so every machine draws them. The player's
// machine keeps its own selection and sends its plays, turn ends and
// reward picks to the host as the commands [CommandPlay], [CommandEnd] and
// [CommandTake], and its selection as [CommandPick] (so the host raises
// the card it picked); the host plays them in the next step. A command from
// another player, a malformed one, or more than 16 waiting are refused
// with a warning in the host's problem log.
//
// # Pictures
//
// The card image ([Table].CardImage, "assets/cards.png") holds four 110×150
// frames in a row: attack, skill and power cards, then the card back. The
// fighter image ("assets/fighters.png") holds 96×96 fighters in a row: a
// fighter's look is its column (the hero's is [Table].HeroLook, an
// enemy's its table row's look).
package cards
