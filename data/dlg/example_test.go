package dlg_test

import (
	"fmt"

	"github.com/griffengine/griff/data/dlg"
)

// A conversation read from text and played by a host that answers each turn.
func ExampleSession() {
	src := `== start
Innkeeper: A room is 5 gold.
* Take it -> room [if gold >= 5]
* Leave -> END

== room
set gold -= 5
Innkeeper: Sleep well.
`
	script, problems := dlg.Parse("inn.dlg", []byte(src))
	fmt.Println("problems:", len(problems))
	s := dlg.NewSession(script)
	s.SetFlag("gold", dlg.Int(7))
	_ = s.Start("start")
	fmt.Println(s.Turn().Speaker+":", s.Turn().Text)
	_ = s.Next()
	fmt.Println(s.Turn().Choices)
	save := s.Save()
	_ = s.Choose(0)
	fmt.Println(s.Turn().Text, s.Flag("gold"))
	_ = s.Load(save) // back to the menu
	fmt.Println(s.Turn().Kind, save)
	// Output:
	// problems: 0
	// Innkeeper: A room is 5 gold.
	// [{Take it true} {Leave true}]
	// Sleep well. 2
	// menu dlg1 start 1 gold=7
}
