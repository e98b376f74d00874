package formula_test

import (
	"fmt"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/griff"
)

func ExampleCompile() {
	env := newVars("strength", 14.0, "level", 3.0)
	f, err := formula.Compile("floor(strength * 1.5) + if(level >= 3, 2, 0)", env)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.Eval(env, nil))

	g, _ := formula.Compile("strength / (level - 3)", env)
	fmt.Println(g.Eval(env, griff.NewRand(1)))
	// Output:
	// 23 <nil>
	// 0 formula "strength / (level - 3)": col 10: division by zero
}
