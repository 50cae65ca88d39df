// The kitchen's vocabulary, as data. Built from every ingredient name in Fixtures/ (the drink and
// dessert records, TheCocktailDB's list.php?i=list and Nenno's pizza toppings; `Scripts/ingredient-names` lists them and
// which this table does not know) and reviewed by hand. Docs/Ingredients.md gives the rules.
//
// One ingredient a line, its columns separated by "|" (empty columns at the end may be left out):
//   name | aisle | parent | other spellings | substitutes | flags
// - name: the canonical spelling, as the catalogs most often write it.
// - aisle: produce, dairy, spirits, mixers, pantry or bakery (where a shopping list puts it).
// - parent: the family it belongs to, by its name here ("Lemon juice" is a "Lemon"); a pantry that
//   holds the parent covers it, and it covers a recipe that asks for the parent.
// - other spellings: "; " between them. Case, accents, punctuation and a final plural are folded
//   anyway ("Eggs" is "Egg"), so only real differences are listed.
// - substitutes: "; " between alternatives, " + " between what one alternative needs together.
// - flags: "garnish": never blocks a drink.
// A line starting with # is a comment.
extension KitchenVocabulary {
    static let table = #"""
        # Produce: citrus and what comes of it
        Lemon | produce
        Lemon juice | produce | Lemon | Fresh lemon juice
        Lemon peel | produce | Lemon | Lemon zest; Lemon twist | | garnish
        Lemon wedge | produce | Lemon | Lemon slice | | garnish
        Lime | produce
        Lime juice | produce | Lime | Fresh lime juice
        Lime peel | produce | Lime | Lime zest | | garnish
        Lime wedge | produce | Lime | Lime slice | | garnish
        Orange | produce
        Orange juice | produce | Orange | Fresh orange juice
        Orange peel | produce | Orange | Orange zest; Orange spiral | | garnish
        Orange slice | produce | Orange | Orange wedge | | garnish
        Grapefruit | produce
        Grapefruit juice | produce | Grapefruit
        # Produce: fruit, herbs and roots
        Apple | produce
        Braeburn apple | produce | Apple
        Bramley apple | produce | Apple
        Apricot | produce
        Banana | produce
        Berries | produce
        Blueberries | produce
        Cantaloupe | produce
        Carrot | produce
        Cherry | produce | | Cherries | | garnish
        Maraschino cherry | pantry | Cherry | | | garnish
        Cranberries | produce
        Fruit | produce
        Ginger | produce
        Grapes | produce
        Kiwi | produce
        Lavender | produce
        Mango | produce
        Marjoram leaves | produce | | Marjoram
        Mint | produce
        Mint sprig | produce | Mint | Sprig of mint | | garnish
        Olive | pantry | | Olives | | garnish
        Papaya | produce
        Peaches | produce | | Peach
        Pears | produce | | Pear
        Pineapple | produce
        Raspberries | produce
        Strawberries | produce | | Strawberry
        Watermelon | produce
        # Dairy and eggs
        Butter | dairy | | Butter, softened
        Salted butter | dairy | Butter
        Cream | dairy
        Double cream | dairy | Cream
        Heavy cream | dairy | Cream
        Light cream | dairy | Cream | Single cream
        Half-and-half | dairy | Cream
        Whipping cream | dairy | Cream
        Whipped cream | dairy | Cream
        Sour cream | dairy
        Creme fraiche | dairy
        Cream cheese | dairy
        Custard | dairy
        Egg | dairy | | Free-range eggs, beaten
        Egg white | dairy | Egg
        Egg yolk | dairy | Egg
        Milk | dairy
        Whole milk | dairy | Milk
        Yoghurt | dairy | | Yogurt
        Ice cream | dairy
        Vanilla ice cream | dairy | Ice cream
        Chocolate ice cream | dairy | Ice cream
        Sherbet | dairy
        # Spirits: rum
        Rum | spirits
        Light rum | spirits | Rum | White rum
        Dark rum | spirits | Rum
        Spiced rum | spirits | Rum
        Gold rum | spirits | Rum
        Añejo rum | spirits | Rum
        151 proof rum | spirits | Rum
        Blackstrap rum | spirits | Rum
        Coconut rum | spirits | Rum
        Malibu rum | spirits | Coconut rum | Malibu
        Bacardi Limon | spirits | Rum
        Cachaca | spirits
        # Spirits: vodka and its brands
        Vodka | spirits
        Absolut Vodka | spirits | Vodka
        Absolut Citron | spirits | Vodka
        Absolut Kurant | spirits | Vodka
        Absolut Peppar | spirits | Vodka
        Lemon vodka | spirits | Vodka | Citrus vodka
        Peach vodka | spirits | Vodka
        Cranberry vodka | spirits | Vodka
        Vanilla vodka | spirits | Vodka
        # Spirits: gin, tequila, whiskey, brandy
        Gin | spirits
        Tequila | spirits
        Gold tequila | spirits | Tequila
        Mezcal | spirits
        Whiskey | spirits | | Whisky
        Blended whiskey | spirits | Whiskey
        Bourbon | spirits | Whiskey
        Wild Turkey | spirits | Bourbon
        Scotch | spirits | Whiskey | Scotch whisky
        Johnnie Walker | spirits | Scotch
        Irish whiskey | spirits | Whiskey
        Rye whiskey | spirits | Whiskey | Rye
        Crown Royal | spirits | Whiskey
        Brandy | spirits
        Cognac | spirits | Brandy
        Pisco | spirits | Brandy
        Apple brandy | spirits | Brandy
        Applejack | spirits | Apple brandy
        Grain alcohol | spirits
        Everclear | spirits | Grain alcohol
        # Spirits: liqueurs, aperitifs, bitters
        Absinthe | spirits
        Amaretto | spirits
        Anisette | spirits
        Aperol | spirits
        Apfelkorn | spirits
        Apricot brandy | spirits
        Banana liqueur | spirits | | Creme de Banane
        Benedictine | spirits
        Bitters | spirits
        Angostura bitters | spirits | Bitters
        Orange bitters | spirits | Bitters
        Blackberry brandy | spirits
        Butterscotch schnapps | spirits
        Chambord raspberry liqueur | spirits | | Chambord
        Chartreuse | spirits
        Green Chartreuse | spirits | Chartreuse
        Yellow Chartreuse | spirits | Chartreuse
        Cherry brandy | spirits
        Cherry liqueur | spirits
        Cherry Heering | spirits | Cherry liqueur
        Chocolate liqueur | spirits
        Godiva liqueur | spirits | Chocolate liqueur | Godiva
        Creme de Cacao | spirits | Chocolate liqueur
        Dark Creme de Cacao | spirits | Creme de Cacao
        Cinnamon schnapps | spirits
        Goldschlager | spirits | Cinnamon schnapps
        Hot Damn | spirits | Cinnamon schnapps
        Firewater | spirits | Cinnamon schnapps
        Coconut liqueur | spirits
        Coffee liqueur | spirits
        Kahlua | spirits | Coffee liqueur
        Tia Maria | spirits | Coffee liqueur
        Coffee brandy | spirits | Coffee liqueur
        Creme de Cassis | spirits
        Creme de Menthe | spirits
        Green Creme de Menthe | spirits | Creme de Menthe
        White Creme de Menthe | spirits | Creme de Menthe
        Creme de Mure | spirits
        Curacao | spirits
        Blue Curacao | spirits | Curacao
        Orange Curacao | spirits | Curacao
        Drambuie | spirits
        Frangelico | spirits
        Galliano | spirits
        Grand Marnier | spirits
        Irish cream | spirits
        Baileys irish cream | spirits | Irish cream | Bailey
        Jägermeister | spirits
        Kiwi liqueur | spirits
        Kummel | spirits
        Maraschino liqueur | spirits
        Maui | spirits
        Melon liqueur | spirits
        Midori melon liqueur | spirits | Melon liqueur | Midori
        Ouzo | spirits
        Passoa | spirits
        Peach brandy | spirits
        Peach schnapps | spirits
        Peachtree schnapps | spirits | Peach schnapps
        Peppermint schnapps | spirits
        Rumple Minze | spirits | Peppermint schnapps
        Pisang Ambon | spirits
        Ricard | spirits
        Sambuca | spirits
        Sloe gin | spirits
        Southern Comfort | spirits
        St. Germain | spirits | | St-Germain
        Strawberry liqueur | spirits
        Strawberry schnapps | spirits
        Triple sec | spirits
        Cointreau | spirits | Triple sec
        Yukon Jack | spirits
        # Spirits: wine, vermouth, beer
        Vermouth | spirits
        Dry vermouth | spirits | Vermouth
        Sweet vermouth | spirits | Vermouth | Rosso vermouth
        Lillet | spirits
        Lillet Blanc | spirits | Lillet
        Dubonnet Rouge | spirits
        Wine | spirits
        Red wine | spirits | Wine
        White wine | spirits | Wine
        Champagne | spirits | Wine | Sparkling wine
        Port | spirits
        Sherry | spirits
        Beer | spirits
        Ale | spirits | Beer
        Lager | spirits | Beer
        Guinness stout | spirits | Beer | Guinness; Stout
        Corona | spirits | Beer
        Cider | spirits
        # Mixers: sodas
        Soda water | mixers | | Carbonated water; Club soda; Seltzer
        Tonic water | mixers | | Tonic
        Ginger ale | mixers
        Ginger beer | mixers
        Bitter lemon | mixers
        Cola | mixers | | Coca-Cola
        Lemon-lime soda | mixers
        7-Up | mixers | Lemon-lime soda | Seven Up
        Sprite | mixers | Lemon-lime soda
        Dr. Pepper | mixers
        Mountain Dew | mixers
        Surge | mixers
        Fresca | mixers
        Root beer | mixers
        Grape soda | mixers
        Carbonated soft drink | mixers
        Schweppes Russchian | mixers
        Lemonade | mixers
        # Mixers: juices
        Apple juice | mixers
        Apple cider | mixers
        Cranberry juice | mixers
        Fruit juice | mixers
        Fruit punch | mixers
        Grape juice | mixers
        Guava juice | mixers
        Passion fruit juice | mixers
        Peach nectar | mixers
        Pineapple juice | mixers
        Tomato juice | mixers
        Tropicana | mixers
        # Mixers: syrups, mixes and cordials
        Sugar syrup | mixers | | Simple syrup | Sugar + Water
        Agave syrup | mixers | | Agave nectar
        Grenadine | mixers
        Cherry Grenadine | mixers | Grenadine
        Orgeat syrup | mixers | | Orgeat
        Falernum | mixers
        Pineapple syrup | mixers
        Coconut syrup | mixers
        Mint syrup | mixers
        Sirup of roses | mixers | | Rose syrup
        Chocolate syrup | mixers
        Sour mix | mixers | | Sweet and sour
        Daiquiri mix | mixers
        Pina colada mix | mixers
        Lime juice cordial | mixers | | Lime cordial
        Blackcurrant cordial | mixers
        Elderflower cordial | mixers
        Cream of coconut | mixers
        Kool-Aid | mixers
        # Pantry: spices, salt, extracts
        Salt | pantry | | | | garnish
        Celery salt | pantry
        Black pepper | pantry | | Pepper
        Cayenne pepper | pantry
        Allspice | pantry
        Anise | pantry | | Anis; Aniseed
        Star anise | pantry
        Asafoetida | pantry
        Cardamom | pantry
        Cinnamon | pantry
        Cloves | pantry | | Clove
        Coriander | pantry
        Cumin seed | pantry | | Cumin
        Fennel seeds | pantry
        Ground ginger | pantry | Ginger
        Mixed spice | pantry
        Nutmeg | pantry
        Angelica root | pantry
        Licorice root | pantry
        Wormwood | pantry
        Vanilla | pantry | | Vanilla pod
        Vanilla extract | pantry | Vanilla | Vanilla essence
        Almond extract | pantry | | Almond flavoring
        Peppermint extract | pantry
        Rose water | pantry
        Orange blossom water | pantry
        Glycerine | pantry
        Tabasco sauce | pantry | | Tabasco
        # Pantry: sweet things, drinks, oils
        Honey | pantry
        Maple syrup | pantry
        Corn syrup | pantry
        Golden syrup | pantry
        Black treacle | pantry | | Treacle
        Jam | pantry
        Raspberry jam | pantry | Jam
        Red wine jelly | pantry
        Jello | pantry
        Candy | pantry
        Mars Bar | pantry
        Marshmallows | pantry
        Miniature marshmallows | pantry | Marshmallows
        Peanut butter | pantry
        Coffee | pantry
        Espresso | pantry | Coffee
        Tea | pantry
        Iced tea | pantry | Tea
        Hot chocolate | pantry
        Oil | pantry
        Olive oil | pantry | Oil
        Sunflower oil | pantry | Oil
        Vegetable oil | pantry | Oil
        Rice | pantry
        Rice Krispies | pantry
        Oatmeal | pantry | | Oats
        Rolled oats | pantry | Oatmeal
        Christmas pudding | pantry
        Coconut milk | pantry
        Coconut cream | pantry
        Condensed milk | pantry | | Sweetened condensed milk
        Food coloring | pantry | | Food colouring
        Caramel coloring | pantry | Food coloring | Caramel colouring
        Pink food colouring | pantry | Food coloring
        # Pantry: nuts and dried fruit
        Almonds | pantry | | Almond
        Ground almonds | pantry | Almonds
        Flaked almonds | pantry | Almonds
        Cashew nuts | pantry
        Pecan nuts | pantry | | Pecans
        Peanuts | pantry
        Dried fruit | pantry
        Currants | pantry | Dried fruit
        Raisins | pantry | Dried fruit
        Sultanas | pantry | Dried fruit
        Candied peel | pantry | Dried fruit | Mixed peel
        Desiccated coconut | pantry
        # Bakery: flour, sugar, baking, chocolate, pastry and bread
        Flour | bakery | | White flour
        Plain flour | bakery | Flour
        Self-raising flour | bakery | Flour | | Plain flour + Baking powder
        Corn flour | bakery | | Cornstarch
        Baking powder | bakery
        Yeast | bakery
        Custard powder | bakery
        Suet | bakery
        Sugar | bakery | | Granulated sugar
        Caster sugar | bakery | Sugar | Superfine sugar
        Powdered sugar | bakery | Sugar | Icing sugar
        Brown sugar | bakery | Sugar
        Light brown soft sugar | bakery | Brown sugar
        Dark brown soft sugar | bakery | Brown sugar | Dark soft brown sugar
        Muscovado sugar | bakery | Brown sugar
        Demerara sugar | bakery | Brown sugar
        Glace cherry | bakery
        Marzipan | bakery
        Chocolate | bakery
        Dark chocolate | bakery | Chocolate | Plain chocolate
        Milk chocolate | bakery | Chocolate
        Chocolate chips | bakery | Chocolate
        Dark chocolate chips | bakery | Chocolate chips
        White chocolate | bakery
        White chocolate chips | bakery | White chocolate
        Cocoa powder | bakery | | Cocoa
        Puff pastry | bakery
        Bread | bakery
        Breadcrumbs | bakery
        Digestive biscuits | bakery
        # Nenno's pizza toppings (pizza/ingredients.json); its meat and fish have no aisle of the six
        Mozzarella | dairy
        Tomato sauce | pantry
        Mushrooms | produce
        Asparagus | produce
        # Always at hand: the staples can-make counts as there
        Water | pantry | | Cold water; Hot water; Boiling water
        Ice | mixers | | Crushed ice; Ice cubes
        """#
}
