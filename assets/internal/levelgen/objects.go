package main

import "fmt"

// The prefabs the levels' objects name (Tiled objects whose class is the
// prefab's name spawn builtin/prefabs/NAME.json at their place; see package
// scenes/tiled), and what an object sets on its own (custom properties
// naming a component's field).

// prefabFile is one prefab: its file name (prefabs/NAME.json) and its
// entity's name and components.
type prefabFile struct {
	name, entity string
	comps        obj
}

// prefabs are the things of the levels: coins (and the sparkle a coin
// leaves when picked up), slimes, the key, the door
// and its doorway, checkpoints and the goal.
func prefabs() []prefabFile {
	circle := obj{"shapes": []obj{{"kind": "circle", "radius": 6, "sensor": true}}}
	return []prefabFile{
		{"player", "Player", playerComponents(0)},
		{"coin", "Coin", obj{
			"Griff.Collider":        circle,
			"Griff.Pickup":          obj{"items": "1 Coin", "leave": "sparkle"},
			"Griff.Sprite":          sprite("assets/coin.png", layerThings, 0, 0, 16, 16),
			"Griff.SpriteAnimation": animation(0, 16, 16, 4, 8, 0),
		}},
		// What a coin leaves when picked up: a burst of 14 gold sparks all
		// round (runtime/effects' first-step burst), falling and fading to
		// clear over 0.5 s, its entity gone after 0.6 s.
		{"sparkle", "Sparkle", obj{
			"Griff.Emitter": obj{
				"burst": 14, "rate": 0, "off": true, "lifetime": 0.5,
				"speed": 70, "speedJitter": 0.4, "spread": 6.283185307179586,
				"gravity":    [2]float64{0, 160},
				"startColor": "#ffe070", "endColor": "#ff9a3000",
				"startSize": 3, "endSize": 1, "layer": layerThings + 1,
			},
			"Griff.Lifetime": obj{"remaining": "600ms"},
		}},
		{"slime", "Slime", obj{
			"Griff.Body":            obj{"fixedRotation": true},
			"Griff.Collider":        obj{"shapes": []obj{{"size": [2]float64{12, 10}, "offset": [2]float64{0, 3}, "friction": -1}}},
			"Platformer.Patrol":     obj{"speed": 30, "reach": 9, "drop": 14, "direction": -1},
			"Platformer.Damage":     obj{"amount": 1, "stompable": true, "bounce": 260},
			"Griff.Sprite":          sprite("assets/slime.png", layerEnemies, 0, 0, 16, 16),
			"Griff.SpriteAnimation": animation(0, 16, 16, 2, 4, 0),
		}},
		{"key", "Key", obj{
			"Griff.Collider": circle,
			"Griff.Pickup":   obj{"items": "key"},
			"Griff.Sprite":   sprite("assets/key.png", layerThings),
			// The key bobs 3 units up and down about where its object puts
			// it (the object sets "from" and "to").
			"Griff.Tween": obj{"property": "position", "from": [2]float64{0, 0}, "to": [2]float64{0, -3},
				"duration": "800ms", "easing": "SineInOut", "loop": "pingpong", "elapsed": 0},
		}},
		{"doorway", "Doorway", obj{"Griff.Sprite": sprite("assets/door.png", layerDoorway, 16, 0, 16, 32)}},
		{"door", "Door", obj{
			"Griff.Collider": obj{"shapes": []obj{{"size": [2]float64{16, 32}}}},
			"Griff.Door":     obj{"key": "key", "consume": true},
			"Griff.Sprite":   sprite("assets/door.png", layerThings, 0, 0, 16, 32),
		}},
		{"checkpoint", "Checkpoint", obj{
			"Griff.Collider":        sensorBox(12, 32),
			"Platformer.Checkpoint": obj{},
			"Griff.Sprite":          sprite("assets/checkpoint.png", layerThings, 0, 0, 16, 32),
		}},
		{"goal", "Goal", obj{
			"Griff.Collider": sensorBox(12, 32),
			// Through the cave's door to the next level: a fade to a dark
			// plum and back, 0.8 s in all (24 steps each way at 60 a second).
			"Platformer.Goal":       obj{"next": "", "transition": obj{"kind": "fade", "seconds": 0.8, "color": color(0x1a1420)}},
			"Griff.Sprite":          sprite("assets/goal.png", layerThings, 0, 0, 16, 32),
			"Griff.SpriteAnimation": animation(0, 16, 32, 2, 3, 0),
		}},
	}
}

// prefab writes prefab p as a prefab file (a scene file of one entity).
func prefab(p prefabFile) ([]byte, error) {
	return sceneJSON([]*entity{{ID: 1, Name: p.entity, Components: p.comps}}, 2, "")
}

// objectLayer is one object layer of a map file.
type objectLayer struct {
	name    string
	objects []mapObject
}

// mapObject is a point object naming a prefab (its class), at x, y (world
// units), with custom properties setting its prefab's fields.
type mapObject struct {
	name, class string
	x, y        float64
	props       []prop
}

// prop is a custom property: its name, Tiled type and value as TMX writes it.
type prop struct{ name, typ, value string }

// frameProps start a spawned prefab's animation at frame (of fps frames a
// second), so neighbours do not move in step; none for frame 0.
func frameProps(frame int, fps float64) []prop {
	if frame == 0 {
		return nil
	}
	return []prop{
		{"Griff.SpriteAnimation.frame", "int", fmt.Sprint(frame)},
		{"Griff.SpriteAnimation.elapsed", "string", fmt.Sprintf("%gms", float64(frame)*1000/fps)},
	}
}

// vec writes a vector as Tiled has no such type: a string of its JSON.
func vec(v [2]float64) string { return fmt.Sprintf("[%g, %g]", v[0], v[1]) }

// objectLayers are level m's things as objects, in layers named as the
// scene's groups were: Coins; Things (the key, the doorway and door, the
// checkpoints, the goal); Slimes; and Players, the player at its start
// (its fall limit set for the level).
func objectLayers(m levelMap) []objectLayer {
	var coins, slimes []mapObject
	for _, c := range m.find('c') {
		p := cell(c[0], c[1])
		coins = append(coins, mapObject{"Coin", "coin", p[0], p[1], frameProps(c[0]%4, 8)})
	}
	for _, c := range m.find('e') {
		p := cell(c[0], c[1])
		slimes = append(slimes, mapObject{"Slime", "slime", p[0], p[1], frameProps(c[0]%2, 4)})
	}
	key := m.find('k')[0]
	kp := cell(key[0], key[1])
	door, goal := flagAt(m.find('D')[0]), flagAt(m.find('G')[0])
	things := []mapObject{
		{"Key", "key", kp[0], kp[1], []prop{{"Griff.Tween.from", "string", vec(kp)}, {"Griff.Tween.to", "string", vec([2]float64{kp[0], kp[1] - 3})}}},
		{"Doorway", "doorway", door[0], door[1], nil},
		{"Door", "door", door[0], door[1], nil},
	}
	for _, c := range m.find('C') {
		p := flagAt(c)
		things = append(things, mapObject{"Checkpoint", "checkpoint", p[0], p[1], nil})
	}
	var next []prop
	if m.next != "" {
		next = []prop{{"Platformer.Goal.next", "string", m.next}}
	}
	things = append(things, mapObject{"Goal", "goal", goal[0], goal[1], next})
	start := cell(m.find('P')[0][0], m.find('P')[0][1])
	player := mapObject{"Player", "player", start[0], start[1], []prop{{"Platformer.Respawn.killY", "float", fmt.Sprint(killY(m))}}}
	return []objectLayer{{"Coins", coins}, {"Things", things}, {"Slimes", slimes}, {"Players", []mapObject{player}}}
}
