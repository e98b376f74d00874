package physics_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// FuzzSceneBodies reads scene files with physics components and steps a world
// built from them: whatever the data, the world warns or builds, and never
// panics.
func FuzzSceneBodies(f *testing.F) {
	f.Add(`{"format":1,"nextId":3,"entities":[
{"id":1,"name":"Floor","transform":{"position":[0,100]},"components":{"Griff.Collider":{"shapes":[{"size":[400,20]}]}}},
{"id":2,"name":"Box","components":{"Griff.Body":{},"Griff.Collider":{"shapes":[{"size":[10,10],"restitution":0.5}]}}}]}`)
	f.Add(`{"format":1,"nextId":3,"entities":[
{"id":1,"name":"A","components":{"Griff.Body":{"kind":"kinematic","velocity":[5,0]},"Griff.Collider":{"shapes":[{"kind":"polygon","points":[[0,0],[10,0],[0,10]]},{"kind":"chain","points":[[0,0],[5,5],[10,0]],"radius":1}]}}},
{"id":2,"name":"B","components":{"Griff.Body":{"fixedRotation":true},"Griff.Collider":{"shapes":[{"kind":"circle","radius":4,"oneWay":"top"}]},"Griff.Joint":{"kind":"spring","other":1,"restLength":10,"stiffness":5}}}]}`)
	f.Add(`{"format":1,"nextId":2,"entities":[
{"id":1,"name":"T","components":{"Griff.TilemapWalls":{"width":3,"cellSize":[8,8],"cells":[true,false,true,true,true,true]},"Griff.Rope":{"otherAnchor":[0,50],"segments":3,"thickness":2}}}]}`)
	f.Add(`{"format":1,"nextId":2,"entities":[
{"id":1,"name":"C","components":{"Griff.Body":{"continuous":true,"velocity":[1e300,0]},"Griff.Collider":{"shapes":[{"kind":"capsule","size":[1e-300,5]},{"kind":"segment","points":[[0,0],[0,0]]}]}}}]}`)
	f.Add(`{"format":1,"nextId":5,"entities":[
{"id":1,"name":"L","transform":{"position":[0,8]},"components":{"Griff.Collider":{"shapes":[{"size":[16,16]},{"size":[16,16],"offset":[16,0]},{"kind":"polygon","points":[[24,-8],[40,-8],[40,8]]}]}}},
{"id":2,"name":"R","transform":{"position":[32,8]},"components":{"Griff.Collider":{"shapes":[{"size":[16,16]}]}}},
{"id":3,"name":"G","components":{"Griff.Collider":{"shapes":[{"kind":"chain","points":[[40,0],[56,0],[72,0],[72,0]]}]}}},
{"id":4,"name":"M","transform":{"position":[4,-7]},"components":{"Griff.Body":{"velocity":[200,0]},"Griff.Collider":{"shapes":[{"kind":"circle","radius":7}]}}}]}`)
	f.Add(`{"format":1,"nextId":3,"entities":[
{"id":1,"name":"T","components":{"Griff.TilemapWalls":{"width":2,"cellSize":[16,16],"cells":[false,true,true,true,false,true]}}},
{"id":2,"name":"P","transform":{"position":[40,8]},"components":{"Griff.Body":{"velocity":[-1e308,0],"gravityScale":1e308},"Griff.Collider":{"shapes":[{"size":[1e308,14],"density":1e-300}]}}}]}`)
	f.Add(`{"format":1,"nextId":3,"entities":[
{"id":1,"name":"G","components":{"Griff.Tilemap":{"tileSize":8,"tiles":{"1":{"collision":"solid"},"2":{"collision":"oneWay"}},"legend":{".":{},"#":{"tile":1},"=":{"tile":2}},"rows":["..=.","####"]},"Griff.TilemapWalls":{"fromTilemap":"solid"}}},
{"id":2,"name":"P","components":{"Griff.TilemapWalls":{"fromTilemap":"oneWay","tilemapEntity":"G","wall":{"friction":0.5}}}}]}`)
	f.Fuzz(func(t *testing.T, data string) {
		s, err := scenes.ReadScene("fuzz", []byte(data), nil)
		if err != nil {
			if s != nil {
				t.Errorf("ReadScene returned a scene and an error")
			}
			return
		}
		w := physics.NewWorld(s, physics.Options{})
		for range 5 {
			s.BeginStep()
			w.Step(dt)
		}
		w.Raycast(griff.V(-100, 0), griff.V(100, 0), physics.Filter{Sensors: true})
		w.OverlapCircle(griff.V(0, 0), 50, physics.Filter{}, nil)
		w.OverlapBox(griff.NewBox(griff.V(-50, -50), griff.V(50, 50)), physics.Filter{}, nil)
		w.OverlapPoint(griff.V(0, 0), physics.Filter{}, nil)
	})
}
