// Command docgen writes hosting/agent/componentdocs.json (see package docgen):
// go generate in hosting/agent runs it as "go run ../internal/docgen/cmd ../.. componentdocs.json".
package main

import (
	"fmt"
	"os"

	"github.com/griffengine/griff/hosting/internal/docgen"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: docgen ROOT OUT.json")
		os.Exit(2)
	}
	data, err := docgen.Generate(os.Args[1])
	if err == nil {
		err = os.WriteFile(os.Args[2], data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(1)
	}
}
