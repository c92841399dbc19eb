"""Every decision a player at the table would ask about (spec: rome.md "Table
decisions", cartographers.md "House-skill decisions", majesty.md A1-A12) is
stated in the in-game rules reference in German and in English, where the
rules search finds it; and where a component explains itself on a right
click, its text says it too."""
import pytest

from games.cartographers import load_data as cartographers_data
from games.core import paths
from games.core.rule_lookup import points_of
from games.core.rules_text import load_rules, search_sections
from games.majesty.data import load_data as majesty_data
from games.rome import load_data as rome_data

# (game, decision, {language: phrases}): each phrase, exactly as the text words it,
# stands in one section of the rules reference; all of a decision's phrases in the same one.
DECISIONS = [
    ("rome", "market refill: taken segments only", {
        "de": ["nur die genommenen Segmente neu bestückt", "ein Segment, das niemand genommen hat, bleibt, wie es ist"],
        "en": ["only the segments taken are refilled", "a segment nobody took stays as it is"]}),
    ("rome", "the building segment's colour", {
        "de": ["beim Auffüllen zufällig aus den fünf Farben bestimmt", "liegt offen aus"],
        "en": ["drawn at random from the five colours when the segment is refilled", "shown face up"]}),
    ("rome", "a fortress's colour on a tie", {
        "de": ["mit der du insgesamt die meisten Punkte hast, Aufträge eingerechnet",
               "die erste in der Reihenfolge Gelb, Lila, Grün, Weiß, Rot"],
        "en": ["the highest total, missions included", "the first in the order yellow, purple, green, white, red"]}),
    ("rome", "placing a double tile and the extra tile", {
        "de": ["Mindestens eine seiner beiden Hälften muss an die Landschaft grenzen",
               "die andere Hälfte darf auf jedem freien Feld daneben liegen",
               "Zusatzplättchen des Markts darfst du vor oder nach dem Doppelplättchen legen"],
        "en": ["at least one of its two halves must touch the landscape",
               "the other half may lie on any free cell next to it",
               "You may place the market's extra tile before or after the double tile"]}),
    ("rome", "a 5/0 split with no gem", {
        "de": ["Teilt jemand, der keinen Edelstein mehr hat, 5/0, ist die kleinere Gruppe leer",
               "Der Nachbar darf sie trotzdem wählen; dann bekommt er nichts"],
        "en": ["when a player with no gem left splits 5/0, the smaller lot is empty",
               "The neighbour may still choose it; then they get nothing"]}),
    ("cartographers", "Small Ambush: no new part, ambush monsters only", {
        "de": ["Dabei darf kein neuer Teil entstehen", "Nur Hinterhalt-Monster zählen",
               "mit Splitterland oder als Ersatzfeld, zählt nicht"],
        "en": ["No new part may appear", "Only ambush monsters count", "with Rift Lands or as a fallback cell, does not"]}),
    ("cartographers", "Extra Parcel and Second Shape with a pending ruins requirement", {
        "de": ["Eine offene Ruinenbedingung gilt nur für die Zeichnung der Karte selbst",
               "das Zusatzfeld muss keine Ruine bedecken",
               "Eine offene Ruinenbedingung gilt nur für die erste Zeichnung",
               "die zweite muss keine Ruine bedecken"],
        "en": ["A pending ruins requirement applies only to the card's own drawing",
               "the extra cell need not cover a ruin",
               "A pending ruins requirement applies only to the first drawing",
               "the second need not cover a ruin"]}),
    ("cartographers", "the 1x1 fallback: the card's terrains", {
        "de": ["füllst du stattdessen ein einzelnes leeres Feld deiner Wahl (1 x 1) mit einer der Geländearten, die die Karte zeigt"],
        "en": ["you instead fill one empty cell of your choice (1 x 1) with one of the terrain types shown on the card"]}),
    ("cartographers", "the 1x1 fallback after a ruins card: any terrain", {
        "de": ["mit einem beliebigen Gelände: Wald, Dorf, Acker, Wasser oder Monster"],
        "en": ["with any terrain: forest, village, farm, water or monster"]}),
    ("majesty", "A1 bonuses paid to the active player too", {
        "de": ["erhält den Bonus, auch der Spieler am Zug"],
        "en": ["gains the bonus, the player whose turn it is included"]}),
    ("majesty", "A2 which card an attack takes", {
        "de": ["Am niedrigsten nummerierten Ort 1 bis 7, an dem der Angegriffene eine Karte hat, die dort zuletzt gelegte"],
        "en": ["at the lowest-numbered location 1 to 7 where the defender has a card, the one placed there most recently"]}),
    ("majesty", "A3 Inn B's largest group", {
        "de": ["nachdem der neue Wirt liegt; die Taverne zählt mit, das Lazarett nicht"],
        "en": ["after the new Innkeeper has been placed; the Inn counts, the Infirmary does not"]}),
    ("majesty", "A4 Castle B", {
        "de": ["freiwillig, in beliebiger Zahl, in eine Richtung und vor den Einnahmen", "4 × (Adlige + Lazarettkarten)"],
        "en": ["optional, any number, in one direction and before the income", "4 × (Nobles + Infirmary cards)"]}),
    ("majesty", "A5 Infirmary B", {
        "de": ["bevor die Lazarettkarten das Spiel verlassen", "aber nur, wenn das mindestens 1 Karte ist"],
        "en": ["before the Infirmary cards leave the game", "but only if that is at least 1 card"]}),
    ("majesty", "A6 a majority needs at least one", {
        "de": ["Für eine Mehrheit brauchst du an dem Ort mindestens eine Person"],
        "en": ["to gain a majority you need at least one character at that location"]}),
    ("majesty", "A8 unlimited supply", {
        "de": ["der Vorrat ist unbegrenzt"],
        "en": ["the supply is unlimited"]}),
    ("majesty", "A11 two players", {
        "de": ["Zu zweit: Es gelten dieselben Regeln wie zu dritt und zu viert"],
        "en": ["Two players: the same rules as with three or four"]}),
]


def rules_of(game_id: str) -> dict:
    return load_rules(paths.data_dir() / "rules" / f"{game_id}.yaml")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id, decision, phrases", DECISIONS, ids=[d[1] for d in DECISIONS])
def test_each_decision_is_stated_in_both_languages_where_the_search_finds_it(game_id, decision, phrases, lang):
    rules = rules_of(game_id)
    stating = [section["id"] for section in rules["sections"]
               if all(phrase in section["text"][lang] for phrase in phrases[lang])]
    assert stating, f"{decision}: no {lang} section says all of {phrases[lang]}"
    for phrase in phrases[lang]:   # typed into the rules search, each phrase finds that section
        found = [section["id"] for section in search_sections(rules, phrase, lang)]
        assert set(stating) & set(found), (decision, phrase)


def test_the_search_looks_in_the_language_shown():
    rules = rules_of("rome")
    assert search_sections(rules, "Festung Gleichstand", "de")
    assert not search_sections(rules, "Festung Gleichstand", "en")
    assert len(search_sections(rules, "", "en")) == len(rules["sections"])


# --- what a right click shows -------------------------------------------------------
def rule_point(game_id: str, point: str) -> dict:
    return points_of(game_id)[point]


def right_click_texts():
    """(what is clicked, its texts {de, en}, {language: phrases}) for each component
    that explains one of the decisions itself."""
    rome, carto, majesty = rome_data(), cartographers_data(), majesty_data()
    market = dict(zip(rome.market, rome.market_texts))
    side = lambda loc, s: majesty.location(loc).side(s).text   # noqa: E731
    return [
        ("a Rome market segment (market.place)", rule_point("rome", "market.place"),
         {"de": ["nur die genommenen Segmente neu bestückt"], "en": ["only the segments taken are refilled"]}),
        ("the building segment", market["building"],
         {"de": ["zufällig aus den fünf Farben bestimmt", "offen aus"],
          "en": ["drawn at random from the five colours", "shown face up"]}),
        ("a fortress tile (rome.fortress)", rule_point("rome", "rome.fortress"),
         {"de": ["Aufträge eingerechnet", "Gelb, Lila, Grün, Weiß, Rot"],
          "en": ["missions included", "yellow, purple, green, white, red"]}),
        ("the fortress segment", market["fortress"],
         {"de": ["Aufträge eingerechnet", "Gelb, Lila, Grün, Weiß, Rot"],
          "en": ["missions included", "yellow, purple, green, white, red"]}),
        ("a double tile in hand (market.double)", rule_point("rome", "market.double"),
         {"de": ["mit mindestens einer Hälfte", "die andere Hälfte darf frei daneben liegen"],
          "en": ["with at least one half", "the other half may lie freely next to it"]}),
        ("the extra tile segment", market["single_tile"],
         {"de": ["vor oder nach dem Doppelplättchen"], "en": ["before or after the double tile"]}),
        ("the divide tray (divide.gem)", rule_point("rome", "divide.gem"),
         {"de": ["bei 5/0 bekommt, wer die leere Gruppe wählt, nichts"],
          "en": ["with 5/0 whoever chooses the empty lot gets nothing"]}),
        ("Small Ambush", carto.skills["small_ambush"].text,
         {"de": ["kein neuer Teil", "Monsterfelder, die du selbst zeichnest (Splitterland, Ersatzfeld), zählen nicht"],
          "en": ["no new part", "Monster cells you draw yourself (Rift Lands, a fallback cell) do not count"]}),
        ("Extra Parcel", carto.skills["extra_parcel"].text,
         {"de": ["Ruinenbedingung gilt nur für die Zeichnung der Karte"],
          "en": ["ruins requirement applies only to the card's own drawing"]}),
        ("Second Shape", carto.skills["second_shape"].text,
         {"de": ["Ruinenbedingung gilt nur für die erste Zeichnung"],
          "en": ["ruins requirement applies only to the first drawing"]}),
        ("an explore card (fallback)", rule_point("cartographers", "fallback"),
         {"de": ["mit einem Gelände der Karte"], "en": ["with a terrain of the card"]}),
        ("an explore card after ruins (ruins.fallback)", rule_point("cartographers", "ruins.fallback"),
         {"de": ["Wald, Dorf, Acker, Wasser oder Monster"], "en": ["forest, village, farm, water or monster"]}),
        ("a ruins card", carto.ruins[5].text,
         {"de": ["Wald, Dorf, Acker, Wasser oder Monster"], "en": ["forest, village, farm, water or monster"]}),
        ("Brewery A (A1)", side("brewery", "A"), {"de": ["auch du"], "en": ["you included"]}),
        ("Barracks A (A2)", side("barracks", "A"),
         {"de": ["an seinem niedrigsten besetzten Ort die dort zuletzt gelegte"],
          "en": ["the one placed last at their lowest-numbered occupied location"]}),
        ("Inn B (A3)", side("inn", "B"),
         {"de": ["die Taverne mit dem neuen Wirt eingeschlossen, nie das Lazarett"],
          "en": ["the Inn with the new Innkeeper included, never the Infirmary"]}),
        ("Castle B (A4)", side("castle", "B"),
         {"de": ["in eine Richtung", "je Adlige und je Karte in deinem Lazarett"],
          "en": ["in one direction", "per Noble and per card in your Infirmary"]}),
        ("Infirmary B (A5)", side("infirmary", "B"),
         {"de": ["wer die meisten Karten im Lazarett hat (mindestens 1)"],
          "en": ["the player with the most Infirmary cards (at least 1)"]}),
        ("a building's majority (A6, majesty.majority)", rule_point("majesty", "majesty.majority"),
         {"de": ["(mindestens eine)"], "en": ["(at least one)"]}),
    ]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_component_that_explains_itself_on_a_right_click_says_the_decision(lang):
    missing = [(what, phrase) for what, texts, phrases in right_click_texts()
               for phrase in phrases[lang] if phrase not in texts[lang]]
    assert missing == []
