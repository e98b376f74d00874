package scenes_test

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

func ExampleAll() {
	s := scenes.NewScene("example", nil)
	level := s.NewEntity("Level", nil)
	a := s.NewEntity("A", level)
	b := s.NewEntity("B", nil)
	scenes.Add(b, Mover{Velocity: griff.V(0, 1)})
	scenes.Add(a, Mover{Velocity: griff.V(1, 0)})
	for e, m := range scenes.All[Mover](s) {
		e.Transform().Move(m.Velocity)
		fmt.Println(e.Path(), e.Transform().Position())
	}
	// Output:
	// Level/A [1 0]
	// B [0 1]
}

func ExampleScene_Marshal() {
	s := scenes.NewScene("example", nil)
	e := s.NewEntity("Player", nil)
	e.Transform().SetPosition(griff.V(2, 3))
	scenes.Add(e, Health{HP: 3, Max: 5})
	data, _ := s.Marshal()
	fmt.Print(string(data))
	// Output:
	// {
	//   "format": 1,
	//   "nextId": 2,
	//   "entities": [
	//     {
	//       "id": 1,
	//       "name": "Player",
	//       "transform": {
	//         "position": [2, 3]
	//       },
	//       "components": {
	//         "Test.Health": {
	//           "HP": 3,
	//           "max": 5
	//         }
	//       }
	//     }
	//   ]
	// }
}

func ExampleScene_Find() {
	s := scenes.NewScene("example.scene", nil)
	s.NewEntity("Door", s.NewEntity("Level", nil))
	fmt.Println(s.Find("Level/Door"), s.Find("Door"), s.Find("Window"))
	fmt.Println(s.Problems().List()[0])
	// Output:
	// Level/Door#2 Level/Door#2 <nil entity>
	// warning: example.scene: no entity named "Window"
}
