package platformer

import (
	"github.com/griffengine/griff/runtime/sceneflow"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Player is a side-view player: it runs left and right, jumps with coyote time
// and a jump buffer, and cuts its jump short when the jump action is released
// early. It reads the input actions "left", "right" and "jump" (and "down", to
// drop through one-way platforms) of local player Input. It needs a dynamic physics.Body and a Collider on the same entity; give
// its shape a negative Friction (none), since the system sets its velocity
// itself and friction would make it stick to walls. Saved as "Platformer.Player".
//
// The default numbers (32-unit tiles, the physics default gravity of 980 units/s²)
// give a jump about 160 world units (5 tiles) high; coyote time and the jump
// buffer of 0.1 s are the values commonly used in platformers (Celeste uses about
// 0.1 s for both).
type Player struct {
	// Input is the local player whose actions move this player, in [0, 8).
	Input int `json:"input"`
	// Speed is the top running speed in world units per second; 0 means 220.
	Speed float64 `json:"speed"`
	// Acceleration is how fast the running speed changes on the ground, in world
	// units per second²; 0 means 2400.
	Acceleration float64 `json:"acceleration"`
	// AirAcceleration is the same in the air; 0 means Acceleration.
	AirAcceleration float64 `json:"airAcceleration"`
	// JumpSpeed is the upward speed a jump starts with, in world units per
	// second; 0 means 560.
	JumpSpeed float64 `json:"jumpSpeed"`
	// JumpCut multiplies the upward speed when the jump action is released
	// while rising, once per jump (variable jump height); 0 means 0.45 and 1
	// turns the cut off. It is a fraction in (0, 1].
	JumpCut float64 `json:"jumpCut"`
	// CoyoteTime is how long after walking off a ledge a jump still works; 0
	// means 0.1 s, a negative value none.
	CoyoteTime time.Duration `json:"coyoteTime"`
	// JumpBuffer is how long a jump pressed in the air is remembered, so it
	// happens on landing; 0 means 0.1 s, a negative value none.
	JumpBuffer time.Duration `json:"jumpBuffer"`
	// MaxFallSpeed caps the downward speed in world units per second; 0 means
	// 900.
	MaxFallSpeed float64 `json:"maxFallSpeed"`
	// DropLayers are the collision layers (physics.Shape.Layers bits) of the
	// one-way platforms the player drops through when "jump" is pressed while
	// "down" is held standing on one of them; elsewhere, or with 0 (the
	// default), "down" with "jump" is a jump.
	DropLayers uint32 `json:"dropLayers"`
	// DropTime is how long those layers are left out of the player's shapes'
	// masks; 0 means 0.25 s.
	DropTime time.Duration `json:"dropTime"`

	// Velocity is the velocity the player system gives the body before the
	// next physics step (world units per second, y down): state.
	Velocity griff.Vec `json:"velocity"`
	// Grounded is true when the last physics step found the player standing on
	// something solid: state.
	Grounded bool `json:"grounded"`
	// Ground is the velocity of what the player stands on (a moving platform),
	// world units per second; GroundLayers are the collision layers of the
	// shapes it stands on: state.
	Ground       griff.Vec `json:"ground"`
	GroundLayers uint32    `json:"groundLayers"`
	// Wall is -1 when the last physics step found the player against a wall
	// (anything solid that is not a dynamic body) on its left, 1 on its right,
	// else 0; the player does not push into it: state.
	Wall int `json:"wall"`
	// Carry is the ground velocity added to the player's own last step: state.
	Carry griff.Vec `json:"carry"`
	// SinceGrounded is the game time since the player last stood on something:
	// state.
	SinceGrounded time.Duration `json:"sinceGrounded"`
	// SinceJumpPressed is the game time since a jump was pressed and not yet
	// used; Buffered says one is waiting: state.
	SinceJumpPressed time.Duration `json:"sinceJumpPressed"`
	Buffered         bool          `json:"buffered"`
	// Jumping is true from a jump until the player stands again; Cut is true
	// once the jump has been cut short: state.
	Jumping bool `json:"jumping"`
	Cut     bool `json:"cut"`
	// Facing is -1 (left) or 1 (right, also for 0): state.
	Facing int `json:"facing"`
	// Jumps counts the jumps made, for tests and statistics: state.
	Jumps int `json:"jumps"`
	// Dropping is the drop time left; Masks are the masks the player's shapes
	// had before the drop, given back when it ends: state.
	Dropping time.Duration `json:"dropping"`
	Masks    []uint32      `json:"masks"`
}

// NetworkOwner returns Input: on a networked game (runtime/network.Owner)
// the player whose machine predicts this entity.
func (p *Player) NetworkOwner() int { return p.Input }

// TopDown is a player seen from above: it moves in eight directions with the
// input actions "left", "right", "up" and "down" of local player Input. It needs
// a dynamic physics.Body (the system turns its gravity off). Saved as
// "Platformer.TopDown".
type TopDown struct {
	// Input is the local player whose actions move it, in [0, 8).
	Input int `json:"input"`
	// Speed is the top speed in world units per second; 0 means 160.
	Speed float64 `json:"speed"`
	// Acceleration is how fast the velocity changes, in world units per second²;
	// 0 means 1600.
	Acceleration float64 `json:"acceleration"`
	// Velocity is the velocity given to the body before the next physics step,
	// world units per second: state.
	Velocity griff.Vec `json:"velocity"`
}

// NetworkOwner returns Input: on a networked game (runtime/network.Owner)
// the player whose machine predicts this entity.
func (p *TopDown) NetworkOwner() int { return p.Input }

// PathMover moves its entity along waypoints: a moving platform, an elevator, a
// saw. With a physics.Body the system makes the body kinematic and sets its
// velocity, so it pushes dynamic bodies and carries what stands on it; without
// one it moves the transform. Physics simulates bodies in world space, so keep a
// mover with a body a root entity (or under entities that do not move). Saved
// as "Platformer.Mover" (the module prefix tells it from runtime/motion's
// "Griff.Mover"; its Go name says what it does).
type PathMover struct {
	// Points are the waypoints as offsets from where the entity was on its
	// first step (world units, y down), visited in order. Fewer than two points
	// means the entity does not move (one point warns, as does a point that is
	// not finite: the mover stops when it heads for it).
	Points []griff.Vec `json:"points"`
	// Speed is in world units per second (its sign is ignored); 0 means 60.
	Speed float64 `json:"speed"`
	// Wait is the game time spent at each waypoint.
	Wait time.Duration `json:"wait"`
	// Loop goes from the last point back to the first; by default (false) the
	// mover turns around and goes back (ping-pong).
	Loop bool `json:"loop"`

	// Origin is where the entity was on its first step; Started is true once it
	// is set: state.
	Origin  griff.Vec `json:"origin"`
	Started bool      `json:"started"`
	// Next is the index of the waypoint it is heading for; Back is true while a
	// ping-pong mover goes backwards; Waiting is the wait left: state.
	Next    int           `json:"next"`
	Back    bool          `json:"back"`
	Waiting time.Duration `json:"waiting"`
	// Velocity is the velocity given to the body (or the transform) this step,
	// world units per second: state.
	Velocity griff.Vec `json:"velocity"`
}

// Patrol walks left and right, turning when a short ray ahead meets a wall or
// when a ray down in front of it finds no floor (unless WalkOffLedges). It needs
// a dynamic physics.Body; give its shape a negative Friction. Saved as
// "Platformer.Patrol".
type Patrol struct {
	// Speed is in world units per second; 0 means 60.
	Speed float64 `json:"speed"`
	// Reach is how far ahead of its centre it looks for walls and ledges, in
	// world units; 0 means 16. Make it a little more than half its width.
	Reach float64 `json:"reach"`
	// Drop is how far below its centre it looks for floor, in world units; 0
	// means 24. Make it a little more than half its height.
	Drop float64 `json:"drop"`
	// WalkOffLedges lets it walk off ledges; by default it turns at them.
	WalkOffLedges bool `json:"walkOffLedges"`
	// Direction is -1 (left) or 1 (right); a negative value means left, 0 or
	// a positive one right: state.
	Direction int `json:"direction"`
	// Turns counts the turns made: state.
	Turns int `json:"turns"`
	// Velocity is the velocity given to the body, world units per second: state.
	Velocity griff.Vec `json:"velocity"`
}

// Chaser moves towards the entity named Target while it is within Range: along
// x only (it keeps falling under gravity) or, with Fly, in any direction (the
// system turns its gravity off). It needs a dynamic physics.Body. Saved as
// "Platformer.Chaser".
type Chaser struct {
	// Target names the entity chased (scenes.Entity.FindFor from the chaser);
	// "" means "Player".
	Target string `json:"target"`
	// Range is the distance within which it chases, world units; 0 means 200.
	Range float64 `json:"range"`
	// Speed is in world units per second; 0 means 80.
	Speed float64 `json:"speed"`
	// Fly moves in any direction, without gravity.
	Fly bool `json:"fly"`
	// Chasing is true while the target is within range: state.
	Chasing bool `json:"chasing"`
	// Velocity is the velocity given to the body, world units per second: state.
	Velocity griff.Vec `json:"velocity"`
}

// Crate is a pushable box: a dynamic physics.Body the player pushes by walking
// into it. The system sets the body's settings before each step. How hard it is
// to push comes from its mass (its shape's Density) and its friction with the
// floor. A crate presses switches (a switch of the platformer lists it in
// its pressedBy; see the package documentation). Saved as "Platformer.Crate".
type Crate struct {
	// Tumble lets it turn; by default its rotation is fixed.
	Tumble bool `json:"tumble"`
	// Damping slows it down, in 1/seconds (physics.Body.LinearDamping).
	Damping float64 `json:"damping"`
}

// Pushable reports true: a crate is the core's pushable marker (the
// grid.Pushable interface of runtime/grid), so the same crate that a
// platformer's body pushes is pushed by grid movers when its entity also has a
// Griff.GridMover. It adds no saved field.
func (*Crate) Pushable() bool { return true }

// Trigger runs actions when a player (or the entity named Who) enters or leaves
// its entity's sensor shape. Actions are text: "destroy" (the trigger's
// entity), "destroy:Name", "activate:Name", "deactivate:Name", "open:Name" and
// "close:Name" (send the message "open" or "close" to the entity: a
// Griff.Door), "scene:Name" (change scene), "checkpoint" (the
// toucher's Respawn point becomes the trigger's position), "kill" (the toucher
// dies). Names are found with scenes.Entity.FindFor from the trigger. Unknown
// actions, and actions missing the name they need, warn on the scene's first
// step. Saved as "Platformer.Trigger".
type Trigger struct {
	// OnEnter runs, in order, when the first toucher enters.
	OnEnter []string `json:"onEnter"`
	// OnExit runs, in order, when the last toucher leaves.
	OnExit []string `json:"onExit"`
	// Who names the entity that sets it off; "" means any entity with a Player
	// or TopDown component.
	Who string `json:"who"`
	// Once makes it fire its OnEnter only the first time.
	Once bool `json:"once"`
	// Inside is the number of touching shapes of touchers; Fired counts the
	// OnEnter runs: state.
	Inside int `json:"inside"`
	Fired  int `json:"fired"`
}

// Health is an entity's hit points. Touching an entity with a Damage component
// takes hit points, starts an invulnerability window and knocks it back away
// from what hurt it. At zero hit points an entity with a Respawn component
// respawns; one without is destroyed. An item "Heart" (ItemHeart) used on it
// gives back one hit point, up to Max (see UseItem). Saved as
// "Platformer.Health".
type Health struct {
	// Max is the most hit points; 0 means 3; a negative value warns and is
	// set to 1.
	Max int `json:"max"`
	// Invulnerability is how long after a hit no damage is taken; 0 means 1 s,
	// a negative value none.
	Invulnerability time.Duration `json:"invulnerability"`
	// Knockback is the speed given on a hit, world units per second: X away
	// from what hurt, Y upwards; zero means (220, 260).
	Knockback griff.Vec `json:"knockback"`
	// KnockbackTime is how long the input is ignored after a hit; 0 means
	// 0.25 s, a negative value none.
	KnockbackTime time.Duration `json:"knockbackTime"`

	// HP is the hit points left; Full is false until the system first fills it
	// to Max: state. A negative HP in a full Health when the scene starts warns
	// and is set to 0 (the entity dies either way).
	HP   int  `json:"hp"`
	Full bool `json:"full"`
	// Invulnerable and Stunned are the game time left of the invulnerability
	// window and of the knockback: state.
	Invulnerable time.Duration `json:"invulnerable"`
	Stunned      time.Duration `json:"stunned"`
	// Hits and Deaths count what happened: state.
	Hits   int `json:"hits"`
	Deaths int `json:"deaths"`
}

// Damage hurts entities with a Health component (but no Damage of their own)
// that touch it: spikes, enemies, lava. Saved as "Platformer.Damage".
type Damage struct {
	// Amount is the hit points taken per hit; 0 means 1.
	Amount int `json:"amount"`
	// Stompable lets a player that lands on top of it destroy it instead of
	// being hurt, bouncing up at Bounce.
	Stompable bool `json:"stompable"`
	// Bounce is the upward speed a stomp gives, world units per second; 0 means
	// 360.
	Bounce float64 `json:"bounce"`
}

// Respawn brings its entity back to its last checkpoint when it dies or falls
// below KillY. Saved as "Platformer.Respawn".
type Respawn struct {
	// KillY is the kill line: an entity whose y is greater (below it, y down)
	// dies. 0 means no kill line. World units.
	KillY float64 `json:"killY"`
	// Point is where it comes back (world units); Set is true once Point holds
	// a place, which is the entity's position on its first step until a
	// checkpoint is reached: state.
	Point griff.Vec `json:"point"`
	Set   bool      `json:"set"`
	// Respawns counts the respawns: state.
	Respawns int `json:"respawns"`
}

// Checkpoint sets the Respawn point of a player that touches it to its own
// position; its first touch saves the game (see # Saving in the package
// documentation). Give it a sensor shape. Saved as "Platformer.Checkpoint".
type Checkpoint struct {
	// Reached is true once a player has touched it: state.
	Reached bool `json:"reached"`
}

// Goal completes the level when a player touches it: the scene named Next is
// loaded (runtime/sceneflow) through Transition. Give it a sensor shape. Saved
// as "Platformer.Goal".
type Goal struct {
	// Next names the scene to load; "" means the game is complete and the scene
	// stays.
	Next string `json:"next"`
	// Transition is how the change to Next looks (a fade, a wipe; see
	// sceneflow.Transition); the zero value is a cut. Gameplay is paused while
	// it is under way.
	Transition sceneflow.Transition `json:"transition,omitzero"`
	// Reached is true once a player has touched it: state.
	Reached bool `json:"reached"`
}

func init() {
	scenes.Register[Player]("Platformer.Player")
	scenes.Register[TopDown]("Platformer.TopDown")
	scenes.Register[PathMover]("Platformer.Mover")
	scenes.Register[Patrol]("Platformer.Patrol")
	scenes.Register[Chaser]("Platformer.Chaser")
	scenes.Register[Crate]("Platformer.Crate")
	scenes.Register[Trigger]("Platformer.Trigger")
	scenes.Register[Health]("Platformer.Health")
	scenes.Register[Damage]("Platformer.Damage")
	scenes.Register[Respawn]("Platformer.Respawn")
	scenes.Register[Checkpoint]("Platformer.Checkpoint")
	scenes.Register[Goal]("Platformer.Goal")
}
