package data_test

import (
	"fmt"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
)

func ExampleSet() {
	set, err := data.LoadFiles(map[string][]byte{
		"weapons.csv": []byte("id,damage:dice,bonus:int\nsword,1d8,3\n"),
		"heroes.csv":  []byte("id,strength:int,weapon:ref(weapons),hit:formula\nknight,16,sword,strength / 4 + weapon.bonus\n"),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	hit, _ := set.Cell("heroes", "knight", "hit")
	v, err := set.Eval(hit, griff.NewRand(1))
	fmt.Println(v, err)

	// A formula written in code, evaluated for a row.
	f, _ := set.Compile("heroes", "weapon.damage + strength")
	knight, _ := set.Row("heroes", "knight")
	v, _ = f.Eval(knight, griff.NewRand(1))
	fmt.Println(v >= 17 && v <= 24)
	// Output:
	// 7 <nil>
	// true
}

func ExampleLoadFiles_cycle() {
	_, err := data.LoadFiles(map[string][]byte{
		"stats.csv": []byte("id,a:formula,b:formula\nhero,b + 1,a * 2\n"),
	})
	fmt.Println(err)
	// Output:
	// stats.csv:2: row 2, column 2 (a): id "hero": formula cycle: stats[hero].a -> stats[hero].b -> stats[hero].a
}
