package platformer

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
)

// The builders below make the entities of the test levels and of the unit
// tests, so both use the same shapes and settings. Tiles are tileSize world
// units square.
const tileSize = 32

// cellCenter returns the centre of the tile at column x, row y.
func cellCenter(x, y int) griff.Vec {
	return griff.V(float64(x*tileSize+tileSize/2), float64(y*tileSize+tileSize/2))
}

// noFriction is a shape with no friction, for bodies whose system sets their
// velocity.
func noFriction(s physics.Shape) physics.Shape {
	s.Friction = -1
	return s
}

func sensor(s physics.Shape) physics.Shape {
	s.Sensor = true
	return s
}

func entityAt(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := s.NewEntity(name, nil)
	e.Transform().SetPosition(at)
	return e
}

func addWalls(s *scenes.Scene, rows ...string) *scenes.Entity {
	e := s.NewEntity("Walls", nil)
	w := physics.TilemapWalls{CellSize: griff.V(tileSize, tileSize)}
	w.SetRows(rows...)
	scenes.Add(e, w)
	return e
}

// addPlayer adds a 24×30 player with an inventory, 3 hit points and a kill line.
func addPlayer(s *scenes.Scene, at griff.Vec, killY float64) *scenes.Entity {
	e := entityAt(s, "Player", at)
	scenes.Add(e, physics.Body{FixedRotation: true, NeverSleep: true})
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{noFriction(physics.Box(24, 30))}})
	scenes.Add(e, Player{})
	scenes.Add(e, items.Inventory{})
	scenes.Add(e, Health{Max: 3})
	scenes.Add(e, Respawn{KillY: killY})
	return e
}

func addCoin(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Circle(8))}})
	scenes.Add(e, items.Pickup{Items: "1 Coin"})
	return e
}

func addKey(s *scenes.Scene, name, key string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(16, 16))}})
	scenes.Add(e, items.Pickup{Items: key})
	return e
}

// addEnemy adds a 24×24 patrolling enemy that hurts on touch and can be stomped.
func addEnemy(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Body{FixedRotation: true})
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{noFriction(physics.Box(24, 24))}})
	scenes.Add(e, Patrol{Speed: 50, Reach: 16, Drop: 24})
	scenes.Add(e, Damage{Amount: 1, Stompable: true})
	return e
}

// addDoor adds a door one tile wide and two high whose top tile is at.
func addDoor(s *scenes.Scene, name, key string, x, y int) *scenes.Entity {
	e := entityAt(s, name, cellCenter(x, y).Add(griff.V(0, tileSize/2)))
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(tileSize, 2*tileSize)}})
	scenes.Add(e, switches.Door{Key: key, Consume: key != ""})
	return e
}

func addCheckpoint(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(16, tileSize))}})
	scenes.Add(e, Checkpoint{})
	return e
}

// addGoal adds a goal one tile wide and two high whose top tile is at.
func addGoal(s *scenes.Scene, next string, x, y int) *scenes.Entity {
	e := entityAt(s, "Goal", cellCenter(x, y).Add(griff.V(0, tileSize/2)))
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(tileSize, 2*tileSize))}})
	scenes.Add(e, Goal{Next: next})
	return e
}

// addSwitch adds a switch lying on the floor of the tile at, opening the door
// named door.
func addSwitch(s *scenes.Scene, name, door string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at.Add(griff.V(0, tileSize/2-4)))
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(24, 8))}})
	scenes.Add(e, switches.Switch{Targets: []string{door}, PressedBy: SwitchPressers()})
	return e
}

func addCrate(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Body{})
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(28, 28)}})
	scenes.Add(e, Crate{})
	return e
}

// addPlatform adds a moving platform two tiles wide going through points
// (offsets from at), waiting half a second at each end.
func addPlatform(s *scenes.Scene, name string, at griff.Vec, points ...griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at)
	scenes.Add(e, physics.Body{Kind: physics.BodyKinematic})
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(2*tileSize, 12)}})
	scenes.Add(e, PathMover{Points: points, Speed: 60, Wait: 500 * time.Millisecond})
	return e
}

func addSpikes(s *scenes.Scene, name string, at griff.Vec) *scenes.Entity {
	e := entityAt(s, name, at.Add(griff.V(0, tileSize/4)))
	scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(tileSize, tileSize/2)}})
	scenes.Add(e, Damage{Amount: 1})
	return e
}

// physicsBody is a dynamic body for tests.
func physicsBody() physics.Body { return physics.Body{} }
