// Package platformer is Griff's platformer genre module (a package that adds
// the gameplay of one kind of game to any project that names it): no-code
// gameplay for side-view platformers (and simple top-down games) built from
// components in scene files and three systems (parts of the game with steps
// that run each fixed step; package runtime) that run them.
//
// A project uses it by naming it: "modules": ["platformer"] in project.griff
// (the host then adds Systems after the built-in systems); a game built in code
// passes Systems() to runtime.NewGame. `griff-player new platformer folder/`
// writes the module's template, which is the built-in game (see # Template).
// The package example makes a player land on a floor and run, in code.
//
// # Units
//
// Lengths are world units (y down; the built-in game uses tiles of 16), speeds world
// units per second, accelerations world units per second², durations game time
// as time.Duration, written in files as text ("1.5s", "100ms"). Zero-valued
// settings mean the documented defaults, so a component added with no fields
// works.
//
// # Components
//
// Registered in init under "Platformer.X" names; every field is saved, so a
// component's state (timers, counters, flags) is in the scene and in the
// game's state digest:
//
//   - Player (Platformer.Player): runs, jumps with coyote time (a jump still
//     allowed a moment after running off a ledge) and a jump buffer (a jump
//     pressed a moment before landing happens on landing), cuts the jump on an
//     early release, drops through one-way platforms (solid from above only);
//     reads the input actions "left", "right", "jump" and "down".
//   - TopDown (Platformer.TopDown): eight-way movement with "left", "right",
//     "up", "down".
//   - PathMover (Platformer.Mover): waypoints, ping-pong or loop, waits; a
//     kinematic body, so it carries riders.
//   - Patrol (Platformer.Patrol): walks, turns at walls and ledges (raycasts).
//   - Chaser (Platformer.Chaser): moves towards an entity found by name while
//     it is within range.
//   - Crate (Platformer.Crate): body settings of a pushable dynamic box.
//   - Trigger (Platformer.Trigger): actions by name on enter and exit of a
//     sensor.
//   - Health (Platformer.Health) and Damage (Platformer.Damage): touch damage,
//     invulnerability window, knockback, stomping.
//   - Respawn (Platformer.Respawn) and Checkpoint (Platformer.Checkpoint):
//     respawn at the last checkpoint on death or below a kill line (a height
//     under which a fall counts as death).
//   - Goal (Platformer.Goal): completes the level and loads the next scene.
//
// Switches, doors, keys, pickups and inventories are the core's (packages
// runtime/switches and runtime/items): a coin is the item "Coin"
// (ItemCoin), a key an item named as its door's Key, a heart the item
// "Heart" (ItemHeart) that Health takes (Health.UseItem). A platformer's
// Griff.Switch lists SwitchPressers in its pressedBy, so only players and
// crates press it, as before the move. Files that still use the old names
// (Platformer.Switch, Platformer.Door, Platformer.Pickup,
// Platformer.Inventory) load, converted (see ItemCoin).
//
// # Systems and steps
//
// Each system owns its components; their state is in component fields, but
// for the coins carried from one scene to the next, which the interactions
// system keeps and saves (runtime.StateSaver). Steps:
//
//   - Platformer.Players: StepPlayers (logic) turns input into velocities;
//     StepPlayerBodies (before runtime.StepPhysics) writes them and the body
//     settings (fixed rotation, never sleep, no gravity for TopDown) into the
//     physics.Body; StepGround (resolve) reads the physics touches: a solid
//     contact whose normal points up (y < -0.7, slopes to about 45°) while the
//     player is not rising off it grounds the player and gives the velocity of
//     a kinematic ground (a moving platform's, added to the player's own so it
//     rides along); a sideways contact with anything but a dynamic body marks
//     a wall the player does not push into (cp's position correction would
//     otherwise let a body pushed into a wall every step sink several units
//     into it).
//   - Platformer.Actors: StepActors (logic) decides movers, patrols (raycasts
//     against the world of the last step) and chasers; StepActorBodies (before
//     runtime.StepPhysics) writes their bodies and the crates' settings.
//   - Platformer.Interactions: StepCountdowns (simulate) fills new Health,
//     counts down invulnerability and knockback, and takes each Respawn's
//     first point; StepTouches (resolve, after StepGround) handles the
//     touches in the order physics found them; StepRespawn (resolve, after
//     StepTouches) brings back what died or fell below its kill line.
//
// Every step's work on one entity runs in that entity's fault boundary
// (runtime.Each): a panic in it is recorded with the entity and component, the
// entity is deactivated and the game goes on.
//
// # Decisions
//
//   - The player's velocity is set, not pushed with forces: it is computed
//     from the body's velocity after the last step (so gravity and collisions
//     count) and written before the next. Its shape should have no friction
//     (Friction -1); riding a platform comes from the ground velocity instead.
//   - Coyote time and the jump buffer are game time, not steps, so they mean the
//     same at any step rate; at 60 steps a second the 0.1 s defaults are 6
//     steps. A jump counts from the step it was pressed in (input.State.Pressed),
//     so a tap shorter than a step is not lost.
//   - Variable jump height cuts the upward speed once, by JumpCut, on the step
//     the jump action is seen up while rising (Celeste and most modern
//     platformers do the same); a buffered jump whose button is already up is
//     therefore a short hop.
//   - Touch reports drive all interactions, in the order found, so the result
//     never depends on map order. Entering and leaving (triggers, switches)
//     count touching shapes, so an entity with two shapes enters once.
//   - Dropping through a one-way platform (physics.Shape.OneWay) takes the
//     platform's layers (Player.DropLayers) out of the player's shape masks for
//     a moment, since the physics world only knows layers and masks; jumping up
//     through one needs nothing (the ground test ignores a rising player).
//   - Opening a door (a Griff.Door) deactivates its entity: its collider
//     leaves the physics world and Active lists; "close:Name" brings it back.
//   - A goal with an empty Next marks the game complete (Goal.Reached) and stays
//     in the scene. Coins go along to the next scene (kept by the
//     interactions system between the request and the new scene, and saved
//     through runtime.StateSaver); keys and health belong to the level.
//   - Drawing is not this package's: entities carry no sprite, and a camera
//     that follows the player within bounds belongs to the rendering package's
//     camera.
//
// # Saving
//
// A player reaching a checkpoint saves the game: the first touch of each
// Checkpoint, and every "checkpoint" action, asks the game's saves service
// (runtime/saves) for a save in the slot CheckpointSlot ("checkpoint"), taken
// right after that step. The slot is overwritten each time, so it holds the
// last checkpoint reached; a menu loads it with the service's Load. A game
// whose host gave no save store has no saves service and plays on without
// saving. Saving changes nothing in the game: a playthrough with saves ends
// in the same state as one without.
//
// # Trigger actions
//
// "destroy" (the entity itself), "destroy:Name", "activate:Name",
// "deactivate:Name", "open:Name" and "close:Name" (the message "open" or
// "close" sent to the entity: a Griff.Door), "scene:Name",
// "checkpoint" (the toucher's respawn point becomes the trigger's position, and
// the game is saved; see # Saving) and
// "kill" (the toucher dies). Names are looked up with scenes.Entity.FindFor from
// the entity holding the action, so a name that finds nothing warns naming the
// entity and the component ("Platformer.Trigger").
// Unknown actions and actions missing their name are checked on the scene's
// first step, before anything fires them. Every warning is logged once.
//
// # Warnings
//
// Settings the systems would otherwise work around in silence warn once in the
// game's problem log, naming the entity and component: a Player or TopDown
// without a Body; a Patrol, Chaser or Crate without a Body or a Collider; a
// PathMover with one waypoint or one that is not finite; a negative Health.Max
// (set to 1) or HP (set to 0, on the first step of a scene); the actions
// above. A Goal or "scene:Name" whose scene cannot be loaded is reported by
// the scene-change system (runtime/sceneflow, Scenes.ChangeFrom), naming the
// goal or trigger.
//
// # Template
//
// The module's project template is Griff's built-in game, "Griff Meadow"
// (package assets): two levels with art, a camera and a HUD (modules
// "platformer" and "platformer-hud"), coins, slimes, a key and a door in each,
// a checkpoint, a lift (a PathMover) and a goal leading to level 2, whose goal ends
// the game. A genre module may not import assets, so this package registers
// the module without a template and the program attaches it with
// runtime.SetTemplate (cmd/griff-player does). The package's own tests build
// two smaller levels of 32-unit tiles in code (levels_test.go).
//
// # Network
//
// The module registers no network command: everything a player does is an
// input action they hold (run, jump, drop through), which reaches the host
// every step as input of their player index (runtime/network), and each
// Player or TopDown reads its Input's actions, so a player's character plays
// on the host as it does offline. Its entities name their player
// (NetworkOwner), so that player's machine predicts them. A press shorter
// than a step (17 ms at 60 steps/s) is not seen by the host.
package platformer
