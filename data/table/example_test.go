package table_test

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
)

func ExampleReadCSV() {
	// An Excel export in a decimal-comma locale: a byte-order mark, ";" separators.
	csv := "\ufeffid;hp:int;speed;weapon:ref(weapons);# notes\r\nrat;2;1,5;teeth;small\r\n"
	t, err := table.ReadCSV(strings.NewReader(csv), "tables/monsters.csv")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(t.Name(), t.Columns())
	speed, _ := t.ColumnIndex("speed")
	fmt.Println(t.Float(0, speed))

	t2, err := t.WithCell(0, 0, "lots")
	fmt.Println(t2, err)
	// Output:
	// monsters [hp:int speed:float weapon:ref(weapons)]
	// 1.5
	// <nil> tables/monsters.csv:2: row 2, column 2 (hp): id "rat": "lots" is not an int
}
