// Package physicsgames is Griff's physics games module: a slingshot level
// (Angry Birds) and a pinball table, both on the engine's physics (package
// physics through runtime/physworld: bodies, shapes, contacts and their
// impulses). Its template "physicsgames" ("Sling and Flip") has a title to
// choose one of them.
//
// # The slingshot
//
// A Sling holds the level: its entity's position is where the bird sits,
// the root entity named "Bird" is the bird (a Griff.Shape; it gets its
// Griff.Body and Griff.Collider, a circle, when launched, and loses them
// when the shot ends, so a bird in the sling is no body at all), the
// sling's children named "Dot" show the trajectory.
//
//   - Pull: press the pull action (the left mouse button) on the bird and
//     drag; let go to shoot. Or move the pull with the arrow keys
//     (KeyPullSpeed) and shoot with launch. The pull is capped at MaxPull;
//     a pull shorter than MinPull puts the bird back.
//   - Power: the launch velocity is the pull reversed times Power
//     (LaunchVelocity), so proportional to the pull up to the cap.
//   - Trajectory: Trajectory integrates the flight as the physics world
//     does, so the dots are where the bird will be, to the bit, until it
//     touches something (TestPreviewMatchesFlight compares every step of
//     the 60-step preview with the real flight). Decision: bit-exact rather
//     than a tolerance, because package physics steps cp in whole
//     nanoseconds and cp's integration of a body with no damping and
//     gravity scale 1 is plain semi-implicit Euler (position by the old
//     velocity, then gravity into the velocity); Trajectory repeats it in
//     cp's units with every product rounded, over the lengths the next
//     steps will really have (runtime.Clock.Ahead: at 60 steps a second
//     they are 16,666,666 and 16,666,667 ns, and the mean step drifts from
//     the flight by about 1e-6 units a step). A body with damping or
//     another gravity scale would need those too (the bird has neither).
//   - Shots: Sling.Shots birds, the one in the sling counted; a shot ends
//     when the bird has moved slower than StillSpeed for StillTime, left
//     the level, or flown MaxFlight. The camera follows the bird's x
//     between CameraMin and CameraMax and comes back at CameraSpeed.
//   - Damage: after each physics step every touch (not a sensor) hurts
//     both its blocks by Damage(material, impulse): the impulse above the
//     material's threshold times its scale (the Box2D testbed's Breakable
//     rule made gradual; see Materials for the numbers and why). A block
//     at 0 health breaks: it is destroyed (not split) and scores its
//     points. Nothing takes damage in the level's first SettleTime.
//   - Win: every Target (pig) broken. Each bird left scores BirdBonus;
//     stars by Sling.Stars (at least one for a win). Lost: no bird left
//     and a pig standing when the camera is back.
//
// # The pinball table
//
// A Table holds the game: three balls (Table.Balls), the score and the
// tilt meter. The ball is the entity with a Ball (a dynamic circle with
// a gravity scale: the table's slope).
//
//   - Flippers: kinematic bodies turned about their origin by setting their
//     angular velocity each step towards Up while the left or right action
//     is held, Rest otherwise, at Speed, landing exactly on the angle.
//     Kinematic because a flipper must not be pushed back by the ball;
//     cp gives the ball the flipper's surface velocity.
//   - Kickers (pop bumpers and the slingshots above the flippers): on the
//     step the ball begins to touch one it gets Kick added along the
//     contact normal (from the kicker) and the table scores Points.
//   - Lanes: sensors lit by the ball (Points); all lit, LaneBonus and they
//     go out.
//   - Plunger: hold launch to pull (up to MaxPull of time), let go to
//     launch the ball if it is within Reach: PlungerSpeed, proportional
//     to the time held. A pull starts with a press on the table, so the
//     key that started the table on the title fires nothing.
//   - Drain: a sensor; the ball touching it is lost; the next is served on
//     the plunger (Ball.Home); after the last the game is over. A ball
//     further than LostDistance from its home (sent off the table by a
//     kick or plunger too strong for the walls) is lost the same way,
//     with a warning.
//   - Tilt: the nudge action pushes the ball up by Nudge and adds
//     NudgeCost to the meter, which loses TiltDecay a second; a nudge that
//     takes it above TiltLimit tilts the table: flippers fall and stay
//     dead, kickers and lanes neither kick nor score, until the ball
//     drains (as on a real table, where the tilt bob ends the ball).
//
// # Scores
//
// Best scores are kept in the saves store's record BestRecord (one line a
// level: "level score"), outside every save, as Ren'Py keeps persistent
// data; written when a level ends with a better score, read when a level
// or the title starts. They are shown, never played on.
//
// A score never passes MaxScore (999,999,999, within a 32-bit int, so it is
// the same on every architecture): it stops there. A scene's whole numbers
// that add to it are limited on the level's first step, with a warning
// naming the entity and field: shots to 0..MaxShots, balls to 1..MaxBalls,
// a kicker's and a lane's points to 0..MaxPoints (negative points would
// take a score below 0), a score to 0..MaxScore.
//
// # Steps and network
//
// StepPlay runs before runtime.StepPhysics (input, pulls, flippers,
// plunger, camera), StepResolve in the resolve phase (touches). A remote
// player's actions reach the host through CommandKeys; the pointer drag is
// local (a remote player aims with the keys).
//
// Decisions where the issue is silent: the template draws with Griff.Shape
// boxes and circles (no generated art: a block's look is its material's
// colour); blocks break whole; the view is 960×540 at zoom 1 (the pointer
// is read into the world through it); a slingshot level is one scene.
package physicsgames
